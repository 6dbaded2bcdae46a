/**
 * Strings of the simulator screens, in every language; spread into ../{en,el,is}.ts. Kept in a file of
 * their own so the feature's strings live together and each language has the same keys (i18n tests).
 */
export const simulatorStrings = {
  en: {},
  el: {},
  is: {},
};
