import { choiceCountWord } from '../display.ts';
import { messages } from '../messages.ts';
import type { Modifier } from '../types.ts';
import { isSingleSelect } from './product.ts';

/** Where one modifier group stands with the choices picked in it. */
export interface ModifierPickState {
  /** Picked in this group. */
  count: number;
  /** Choices still needed to reach the group's required count. */
  missing: number;
  /** Choices picked beyond the group's maximum (maxSelect 0 means no maximum). */
  excess: number;
  /** Another, unpicked choice may be ticked (a single-select swaps its one choice instead). */
  canPickMore: boolean;
}

export function modifierPickState(
  modifier: Pick<Modifier, 'required' | 'maxSelect'>,
  count: number,
): ModifierPickState {
  const capped = modifier.maxSelect > 0;
  return {
    count,
    missing: Math.max(0, modifier.required - count),
    excess: capped ? Math.max(0, count - modifier.maxSelect) : 0,
    canPickMore: isSingleSelect(modifier) || !capped || count < modifier.maxSelect,
  };
}

/**
 * The picks after toggling one choice, within the group's limits: a single-select swaps its choice;
 * a capped group that is full refuses another (null), so a fourth topping under 'Choose up to Three'
 * cannot be ticked. Unticking is always allowed.
 */
export function togglePick(
  modifier: Pick<Modifier, 'required' | 'maxSelect'>,
  picked: readonly string[],
  choiceId: string,
): string[] | null {
  if (isSingleSelect(modifier)) return [choiceId];
  if (picked.includes(choiceId)) return picked.filter((id) => id !== choiceId);
  if (!modifierPickState(modifier, picked.length).canPickMore) return null;
  return [...picked, choiceId];
}

/**
 * What the product dialog says when a group's count is wrong: the spec's sentence first (SPEC.md
 * section 5, Product; the server's, from validateProductSelection), then a hint naming the group.
 */
export interface ModifierProblemText {
  message: string;
  hint: string;
}

/**
 * The first group (in the product's order) whose count is wrong, with the spec's message for it
 * (SPEC.md section 5, Product) and a hint naming the group, so the screen can say which group needs
 * more or fewer.
 */
export function modifierProblem(
  groups: readonly Pick<Modifier, 'id' | 'name' | 'required' | 'maxSelect'>[],
  countOf: (modifierId: string) => number,
): ({ modifierId: string; name: string; state: ModifierPickState } & ModifierProblemText) | null {
  for (const group of groups) {
    const state = modifierPickState(group, countOf(group.id));
    if (state.missing > 0)
      return {
        modifierId: group.id,
        name: group.name,
        message: messages.moreChoices,
        hint: `Choose ${state.missing} more under "${group.name}".`,
        state,
      };
  }
  for (const group of groups) {
    const state = modifierPickState(group, countOf(group.id));
    if (state.excess > 0)
      return {
        modifierId: group.id,
        name: group.name,
        message: messages.tooManyChoices,
        hint: `Remove ${state.excess} from "${group.name}".`,
        state,
      };
  }
  return null;
}

/** A full group refused one more pick (togglePick gave null): the spec's sentence, then the group's limit. */
export function fullGroupProblem(modifier: Pick<Modifier, 'name' | 'maxSelect'>): ModifierProblemText {
  return {
    message: messages.tooManyChoices,
    hint: `You can choose up to ${choiceCountWord(modifier.maxSelect)} in "${modifier.name}".`,
  };
}

/** A group's own note: what it still needs, or how full it is ('2 more needed', '3 of 3 chosen'). */
export function modifierNote(modifier: Pick<Modifier, 'required' | 'maxSelect'>, count: number): string {
  const state = modifierPickState(modifier, count);
  if (state.missing > 0) return `Choose ${state.missing} more`;
  if (state.excess > 0) return `Remove ${state.excess}`;
  if (isSingleSelect(modifier) || modifier.maxSelect <= 1) return '';
  return `${count} of ${modifier.maxSelect} chosen`;
}
