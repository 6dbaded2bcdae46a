import {
  CHOICE_TYPES,
  type FormFieldDefinition,
  type FormStepDefinition,
  type MessageKey,
  type PublishedPage,
} from '@portal/domain';
import { html, type Html } from '../html';
import { t, type SiteFrame } from '../layout';
import type { FieldError, PostedValues } from './contact-input';

/** Names of the form's own hidden inputs; a designer's field name starts with a letter, so never these. */
export const CSRF_FIELD = '_csrf';
export const HONEYPOT_FIELD = '_website';

export interface ContactFormState {
  values: PostedValues;
  errors: Record<string, FieldError>;
  csrfToken: string;
}

const defaultText = (field: FormFieldDefinition) =>
  field.value === undefined || field.value === null || typeof field.value === 'boolean'
    ? ''
    : String(field.value);

/** One designer field as plain HTML (labels are the admin's words; messages the §5 keys). */
function fieldHtml(frame: SiteFrame, field: FormFieldDefinition, state: ContactFormState): Html | false {
  if (field.internal || field.admin) return false;
  if (field.type === 'label') return html`<p class="form-label">${field.label}</p>`;
  const id = `f-${field.name}`;
  const posted = state.values[field.name];
  const value = posted ?? defaultText(field);
  if (field.type === 'hidden') return html`<input type="hidden" name="${field.name}" value="${value}" />`;
  const error = state.errors[field.name];
  const errorId = `${id}-error`;
  const invalid = error ? html` aria-invalid="true" aria-describedby="${errorId}"` : '';
  const required = field.required ? html` required` : '';
  const label = html`<label for="${id}">${field.label || field.name}${field.required ? ' *' : ''}</label>`;
  const message =
    error && html`<p class="field-error" id="${errorId}">${t(frame, error.key, error.values)}</p>`;
  const help = field.help && html`<p class="field-help">${field.help}</p>`;
  const maxLength = field.limit !== undefined ? html` maxlength="${Math.floor(field.limit)}"` : '';
  let control: Html;
  switch (field.type) {
    case 'textarea':
    case 'multi-text-field':
      control = html`<textarea
        id="${id}"
        name="${field.name}"
        rows="6"
        ${field.type === 'textarea' ? maxLength : ''}${required}${invalid}
      >
${value}</textarea>`;
      break;
    case 'checkbox':
    case 'switch': {
      const wasPosted = Object.keys(state.values).length > 0;
      const checked = wasPosted ? posted !== undefined : field.value === true;
      return html`<div class="field field-check">
        <input
          type="checkbox"
          id="${id}"
          name="${field.name}"
          ${checked ? html` checked` : ''}${required}${invalid}
        />
        ${label} ${help} ${message}
      </div>`;
    }
    case 'radio':
      return html`<fieldset class="field" ${invalid}>
        <legend>${field.label || field.name}${field.required ? ' *' : ''}</legend>
        ${(field.options ?? []).map(
          (option, n) =>
            html`<label
              ><input
                type="radio"
                name="${field.name}"
                id="${id}-${n}"
                value="${option}"
                ${option === value ? html` checked` : ''}
              />
              ${option}</label
            >`,
        )}
        ${help} ${message}
      </fieldset>`;
    case 'number':
    case 'slider':
      control = html`<input
        type="number"
        step="any"
        id="${id}"
        name="${field.name}"
        value="${value}"
        ${field.min !== undefined ? html` min="${field.min}"` : ''}${field.max !== undefined ? html` max="${field.max}"` : ''}${required}${invalid}
      />`;
      break;
    case 'date-picker':
      control = html`<input
        type="date"
        id="${id}"
        name="${field.name}"
        value="${value}"
        ${required}${invalid}
      />`;
      break;
    default:
      if (CHOICE_TYPES.includes(field.type)) {
        control = html`<select id="${id}" name="${field.name}" ${required}${invalid}>
          <option value=""></option>
          ${(field.options ?? []).map(
            (option) =>
              html`<option value="${option}" ${option === value ? html` selected` : ''}>${option}</option>`,
          )}
        </select>`;
        break;
      }
      control = html`<input
        type="${field.rules?.includes('email') ? 'email' : 'text'}"
        id="${id}"
        name="${field.name}"
        value="${value}"
        ${maxLength}${required}${invalid}
      />`;
  }
  return html`<div class="field">${label} ${control} ${help} ${message}</div>`;
}

/**
 * The contact page: the published Form page's title, summary and text, then its form as a plain
 * POST to the same address (works without JavaScript), with the visitor's input kept and each
 * field's message when it comes back with errors.
 */
export function contactBody(
  frame: SiteFrame,
  page: PublishedPage,
  steps: readonly FormStepDefinition[],
  state: ContactFormState,
): Html {
  const hasErrors = Object.keys(state.errors).length > 0;
  return html`<article class="page page-form">
    <h1>${page.title}</h1>
    ${page.summary && html`<p class="summary">${page.summary}</p>`}
    ${page.blocks.map((block) => html`<p>${block.text}</p>`)}
    ${hasErrors && html`<p class="form-errors" role="alert">${t(frame, 'publicSite.contact_fix_errors')}</p>`}
    <form class="contact-form" method="post" action="${page.path}" novalidate>
      <input type="hidden" name="${CSRF_FIELD}" value="${state.csrfToken}" />
      <div class="hp" aria-hidden="true" style="position:absolute;left:-10000px">
        <label for="f-${HONEYPOT_FIELD}">Website</label>
        <input
          type="text"
          id="f-${HONEYPOT_FIELD}"
          name="${HONEYPOT_FIELD}"
          tabindex="-1"
          autocomplete="off"
        />
      </div>
      <p class="form-hint">${t(frame, 'publicSite.contact_required_hint')}</p>
      ${steps.map((step) =>
        step.fieldsets.map(
          (fieldset) =>
            html`<fieldset class="fieldset">
              ${fieldset.label && html`<legend>${fieldset.label}</legend>`}
              ${fieldset.fields.map((field) => fieldHtml(frame, field, state))}
            </fieldset>`,
        ),
      )}
      <button type="submit">${t(frame, 'publicSite.contact_send')}</button>
    </form>
  </article>`;
}

/** After a submission: the form's end message (§3, default 'Thanks! Your data has been sent.'). */
export function contactSentBody(frame: SiteFrame, page: PublishedPage, endMessage: string): Html {
  return html`<article class="page page-form">
    <h1>${page.title}</h1>
    <p role="status">${endMessage}</p>
    <p><a href="/">${t(frame, 'publicSite.back_home')}</a></p>
  </article>`;
}

/** The form page refused before reading the form (expired token, too many posts). */
export function contactRefusedBody(frame: SiteFrame, page: PublishedPage, key: MessageKey): Html {
  return html`<article class="page page-form">
    <h1>${page.title}</h1>
    <p role="alert">${t(frame, key)}</p>
    <p><a href="${page.path}">${page.title}</a></p>
  </article>`;
}
