import { SearchIcon } from '../../../components/ui/icons.tsx';
import styles from './search-box.module.css';

export function SearchBox(props: { value: string; onChange: (value: string) => void }) {
  return (
    <div className={styles.box}>
      <SearchIcon width={20} height={20} />
      <label htmlFor="menu-search" className="visually-hidden">
        Search the menu
      </label>
      <input
        id="menu-search"
        className={styles.input}
        type="search"
        placeholder="Search dishes and drinks"
        autoComplete="off"
        // biome-ignore lint/a11y/noAutofocus: the screen exists to type a search
        autoFocus
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        maxLength={60}
      />
    </div>
  );
}
