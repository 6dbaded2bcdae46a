import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  CHOICE_TYPES,
  FIELD_RULES,
  NUMBER_FIELD_TYPES,
  WIZARD_FIELD_TYPES,
  type FieldRule,
  type FormFieldDefinition,
} from '@portal/domain';
import { useTranslation } from 'react-i18next';

const numberOrUndefined = (text: string) => {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
};

/**
 * Every property of one field (§2: name, type, label, help, required, rules, value, options,
 * limit, min, max, admin, internal, collection, notes, comment). `limit` is a text's most
 * characters or a number's largest value; options are one a line.
 */
export function FieldEditor({
  field,
  idBase,
  onChange,
}: {
  field: FormFieldDefinition;
  idBase: string;
  onChange: (patch: Partial<FormFieldDefinition>) => void;
}) {
  const { t } = useTranslation();
  const k = (name: string) => `formsDesigner.field.${name}`;
  const isNumber = NUMBER_FIELD_TYPES.includes(field.type);
  const isChoice = CHOICE_TYPES.includes(field.type);
  const text = (name: 'label' | 'help' | 'collection' | 'notes' | 'comment', multiline = false) => (
    <TextField
      id={`${idBase}-${name}`}
      size="small"
      label={t(k(name))}
      value={field[name] ?? ''}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      onChange={(event) => onChange({ [name]: event.target.value || (name === 'label' ? '' : undefined) })}
      fullWidth
    />
  );
  const number = (name: 'limit' | 'min' | 'max') => (
    <TextField
      id={`${idBase}-${name}`}
      size="small"
      type="number"
      label={t(k(name))}
      value={field[name] ?? ''}
      onChange={(event) => onChange({ [name]: numberOrUndefined(event.target.value) })}
      sx={{ flex: 1, minWidth: 100 }}
    />
  );
  const flag = (name: 'required' | 'admin' | 'internal') => (
    <FormControlLabel
      control={
        <Switch
          checked={field[name] === true}
          onChange={(_e, checked) => onChange({ [name]: checked || undefined })}
        />
      }
      label={t(k(name))}
    />
  );
  const rules = field.rules ?? [];
  const toggleRule = (rule: FieldRule, on: boolean) => {
    const next = on ? [...rules, rule] : rules.filter((r) => r !== rule);
    onChange({ rules: next.length ? next : undefined });
  };
  return (
    <Stack sx={{ gap: 1.5, pt: 1 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5 }}>
        <TextField
          id={`${idBase}-name`}
          size="small"
          label={t(k('name'))}
          value={field.name}
          onChange={(event) => onChange({ name: event.target.value })}
          helperText={t(k('nameHelp'))}
          sx={{ flex: 1 }}
        />
        <TextField
          id={`${idBase}-type`}
          select
          size="small"
          label={t(k('type'))}
          value={field.type}
          onChange={(event) => onChange({ type: event.target.value as FormFieldDefinition['type'] })}
          sx={{ flex: 1 }}
        >
          {WIZARD_FIELD_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`formsDesigner.types.${type}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {text('label')}
      {text('help')}
      <TextField
        id={`${idBase}-value`}
        size="small"
        label={t(k('value'))}
        value={field.value === undefined || field.value === null ? '' : String(field.value)}
        onChange={(event) => {
          const raw = event.target.value;
          const value = field.type === 'checkbox' || field.type === 'switch' ? raw === 'true' : raw;
          onChange({
            value: raw === '' ? undefined : field.type === 'slider' ? numberOrUndefined(raw) : value,
          });
        }}
        helperText={t(k('valueHelp'))}
        fullWidth
      />
      {isChoice && (
        <TextField
          id={`${idBase}-options`}
          size="small"
          multiline
          minRows={3}
          label={t(k('options'))}
          helperText={t(k('optionsHelp'))}
          value={(field.options ?? []).join('\n')}
          onChange={(event) => {
            const options = event.target.value.split('\n');
            onChange({ options: options.length === 1 && options[0] === '' ? undefined : options });
          }}
          onBlur={() => {
            const options = (field.options ?? []).map((o) => o.trim()).filter(Boolean);
            onChange({ options: options.length ? options : undefined });
          }}
          fullWidth
        />
      )}
      <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap' }}>
        {number('limit')}
        {isNumber && number('min')}
        {isNumber && number('max')}
      </Stack>
      <FormGroup row aria-label={t(k('rules'))}>
        {flag('required')}
        {FIELD_RULES.map((rule) => (
          <FormControlLabel
            key={rule}
            control={<Checkbox checked={rules.includes(rule)} onChange={(_e, on) => toggleRule(rule, on)} />}
            label={t(`formsDesigner.rules.${rule}`)}
          />
        ))}
      </FormGroup>
      <FormGroup row>
        {flag('admin')}
        {flag('internal')}
      </FormGroup>
      {text('comment', true)}
      {text('notes', true)}
      {text('collection')}
    </Stack>
  );
}
