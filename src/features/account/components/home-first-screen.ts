/**
 * Whether the home sections inside it are on the first screen (the sections beside the profile
 * column of a wide window): their first row of covers loads at once (home-rules'
 * coverLoadsAtOnce).
 */
import { createContext } from 'react';

export const HomeFirstScreen = createContext(false);

/** The width from which the home puts its sections beside the profile column (home.css). */
export const HOME_TWO_COLUMNS = '(min-width: 901px)';
