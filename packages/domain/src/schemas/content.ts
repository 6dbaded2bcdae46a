import { z } from 'zod';
import { FORM_DESCRIPTION_MAX, SEO_DESCRIPTION_MAX } from '../constants';
import { FORM_OWNERSHIP, PAGE_TYPES, POST_TAGS } from '../enums/content';
import {
  activeField,
  emailField,
  writeObject,
  invalidInput,
  limitedText,
  nameField,
  optionalBoolean,
  optionalDate,
  optionalText,
  requiredInteger,
} from './common';

const slug = optionalText;

/** Create or update a page of the public site (§3 Page; §5 name required, SEO description ≤ 150). */
export const pageSchema = writeObject({
  name: nameField,
  slug,
  type: z.enum(PAGE_TYPES, { error: 'validation.required_field' }).optional(),
  title: optionalText,
  summary: optionalText,
  description: limitedText(SEO_DESCRIPTION_MAX).optional(),
  hidden: optionalBoolean,
  protected: optionalBoolean,
  promoted: optionalBoolean,
  order: requiredInteger().optional(),
  active: activeField,
});

/** Create or update a post (§3 Post; §5 name required). */
export const postSchema = writeObject({
  name: nameField,
  slug,
  summary: optionalText,
  publishdate: optionalDate,
  author: optionalText,
  tags: z.array(z.enum(POST_TAGS, invalidInput), invalidInput).optional(),
  hidden: optionalBoolean,
  content: optionalText,
  active: activeField,
});

/** Create or update a form definition's settings (§3 Form; §5 name required, description ≤ 200). */
export const formSchema = writeObject({
  name: nameField,
  description: limitedText(FORM_DESCRIPTION_MAX).optional(),
  single: optionalBoolean,
  editable: optionalBoolean,
  sendCSV: optionalBoolean,
  owned: z.enum(FORM_OWNERSHIP, { error: 'validation.required_field' }).optional(),
  recipients: z.array(emailField, invalidInput).optional(),
  'end-message': optionalText,
  active: activeField,
});

export type PageInput = z.input<typeof pageSchema>;
export type PostInput = z.input<typeof postSchema>;
export type FormInput = z.input<typeof formSchema>;
