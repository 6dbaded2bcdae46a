/** The strategy simulator's rules (§2): the risk questionnaire's scoring and model simulations. */
export * from './questionnaire';
export * from './model-simulation';
