// The form wizard's public entry: processes and the forms designer's preview run it.
export { FormWizard } from './form-wizard';
