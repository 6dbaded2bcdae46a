import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { FORM_DEFAULT_END_MESSAGE, FORM_DESCRIPTION_MAX, FORM_OWNERSHIP } from '@portal/domain';
import { useTranslation } from 'react-i18next';

/** The form's settings as the designer edits them (§3 Form). */
export interface SettingsDraft {
  name: string;
  description: string;
  owned: (typeof FORM_OWNERSHIP)[number];
  single: boolean;
  editable: boolean;
  sendCsv: boolean;
  /** One e-mail address a line. */
  recipients: string;
  endMessage: string;
  autorespondEmail: boolean;
  autorespondSubject: string;
  autorespondBody: string;
}

/** What is wrong with the settings, by field, as §5 message keys (the server checks the same). */
export function settingsProblems(draft: SettingsDraft): Partial<Record<keyof SettingsDraft, string>> {
  const problems: Partial<Record<keyof SettingsDraft, string>> = {};
  if (!draft.name.trim()) problems.name = 'messages.validation.name_required';
  if (draft.description.trim().length > FORM_DESCRIPTION_MAX)
    problems.description = 'messages.validation.max_characters';
  return problems;
}

/** The settings as the forms collection takes them (PATCH shape). */
export function settingsWrite(draft: SettingsDraft): Record<string, unknown> {
  return {
    name: draft.name.trim(),
    description: draft.description.trim() || null,
    owned: draft.owned,
    single: draft.single,
    editable: draft.editable,
    sendCsv: draft.sendCsv,
    recipients: draft.recipients
      .split(/[\n,;]+/)
      .map((address) => address.trim())
      .filter(Boolean),
    endMessage: draft.endMessage.trim() || FORM_DEFAULT_END_MESSAGE,
    autorespondEmail: draft.autorespondEmail,
    autorespondSubject: draft.autorespondSubject.trim() || null,
    autorespondBody: draft.autorespondBody.trim() || null,
  };
}

/** §3 Form settings: name, description (max 200), single, editable, sendCSV, owned, recipients, end message, autorespond. */
export function SettingsPanel({
  draft,
  onChange,
}: {
  draft: SettingsDraft;
  onChange: (draft: SettingsDraft) => void;
}) {
  const { t } = useTranslation();
  const problems = settingsProblems(draft);
  const set = <K extends keyof SettingsDraft>(key: K, value: SettingsDraft[K]) =>
    onChange({ ...draft, [key]: value });
  const k = (name: string) => `formsDesigner.settings.${name}`;
  const flag = (key: 'single' | 'editable' | 'sendCsv' | 'autorespondEmail') => (
    <FormControlLabel
      control={<Switch checked={draft[key]} onChange={(_e, checked) => set(key, checked)} />}
      label={t(k(key))}
    />
  );
  return (
    <Stack sx={{ gap: 2 }}>
      <TextField
        id="form-settings-name"
        label={t(k('name'))}
        required
        value={draft.name}
        onChange={(event) => set('name', event.target.value)}
        error={!!problems.name}
        helperText={problems.name ? t(problems.name) : undefined}
        fullWidth
      />
      <TextField
        id="form-settings-description"
        label={t(k('description'))}
        value={draft.description}
        multiline
        minRows={2}
        onChange={(event) => set('description', event.target.value)}
        error={!!problems.description}
        helperText={
          problems.description
            ? t(problems.description, { limit: FORM_DESCRIPTION_MAX })
            : t('admin.form.counter', { count: draft.description.length, limit: FORM_DESCRIPTION_MAX })
        }
        fullWidth
      />
      <FormControl>
        <FormLabel id="form-settings-owned">{t(k('owned'))}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="form-settings-owned"
          value={draft.owned}
          onChange={(event) => set('owned', event.target.value as SettingsDraft['owned'])}
        >
          {FORM_OWNERSHIP.map((owned) => (
            <FormControlLabel key={owned} value={owned} control={<Radio />} label={t(k(`owned${owned}`))} />
          ))}
        </RadioGroup>
      </FormControl>
      <FormGroup row>
        {flag('single')}
        {flag('editable')}
        {flag('sendCsv')}
      </FormGroup>
      <TextField
        id="form-settings-recipients"
        label={t(k('recipients'))}
        helperText={t(k('recipientsHelp'))}
        value={draft.recipients}
        multiline
        minRows={2}
        onChange={(event) => set('recipients', event.target.value)}
        fullWidth
      />
      <TextField
        id="form-settings-end-message"
        label={t(k('endMessage'))}
        value={draft.endMessage}
        onChange={(event) => set('endMessage', event.target.value)}
        fullWidth
      />
      <FormGroup row>{flag('autorespondEmail')}</FormGroup>
      {draft.autorespondEmail && (
        <>
          <TextField
            id="form-settings-autorespond-subject"
            label={t(k('autorespondSubject'))}
            value={draft.autorespondSubject}
            onChange={(event) => set('autorespondSubject', event.target.value)}
            fullWidth
          />
          <TextField
            id="form-settings-autorespond-body"
            label={t(k('autorespondBody'))}
            value={draft.autorespondBody}
            multiline
            minRows={3}
            onChange={(event) => set('autorespondBody', event.target.value)}
            fullWidth
          />
        </>
      )}
    </Stack>
  );
}
