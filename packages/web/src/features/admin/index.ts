// The admin feature's public entry: its field kit, which the form wizard runs designer forms with.
export { fieldMode } from './drawer/visible-fields';
export { useFieldMessage } from './form/field-message';
export { FieldRenderer } from './form/field-renderer';
export { FormScopeContext } from './form/form-scope';
export { initialValues, rootName, toWrite, type FormValues } from './form/form-values';
