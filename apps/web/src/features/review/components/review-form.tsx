import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import styles from './review-form.module.css';

const COMMENT_MAX = 500;
const WORDS = ['', 'Poor', 'Fair', 'Good', 'Great', 'Excellent'];

/** 1–5 stars and a comment. */
export function ReviewForm(props: {
  busy: boolean;
  error: string | null;
  onSubmit: (review: { rating: number; comment: string }) => void;
  onSkip: () => void;
}) {
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating > 0) props.onSubmit({ rating, comment: comment.trim() });
  };
  return (
    <form className={styles.form} onSubmit={submit} data-testid="review-form">
      <fieldset className={styles.stars}>
        <legend className={styles.legend}>Your rating</legend>
        <div className={styles.row}>
          {[1, 2, 3, 4, 5].map((value) => (
            <label key={value} className={styles.star} data-filled={value <= rating}>
              <input
                type="radio"
                name="rating"
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                aria-label={`${value} star${value > 1 ? 's' : ''}`}
              />
              <svg viewBox="0 0 24 24" width="36" height="36" aria-hidden="true">
                <path d="m12 2.8 2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9Z" />
              </svg>
            </label>
          ))}
        </div>
        <p className={styles.word} aria-live="polite">
          {WORDS[rating]}
        </p>
      </fieldset>
      <label htmlFor="review-comment" className={styles.label}>
        Comment <span className={styles.optional}>(optional)</span>
      </label>
      <textarea
        id="review-comment"
        className={styles.textarea}
        rows={3}
        maxLength={COMMENT_MAX}
        value={comment}
        placeholder="Tell the restaurant what you liked…"
        onChange={(event) => setComment(event.target.value)}
      />
      <p className={styles.error} role="alert">
        {props.error}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={props.onSkip} disabled={props.busy}>
          NOT NOW
        </Button>
        <Button type="submit" disabled={rating === 0 || props.busy} aria-busy={props.busy}>
          {props.busy ? 'SENDING…' : 'SUBMIT'}
        </Button>
      </div>
    </form>
  );
}
