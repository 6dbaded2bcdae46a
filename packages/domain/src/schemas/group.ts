import { z } from 'zod';
import {
  activeField,
  writeObject,
  idRef,
  invalidInput,
  nameField,
  optionalDate,
  optionalText,
  requiredInteger,
} from './common';

/** A group member: the account id and the date they joined (§3 Group members). */
export const groupMemberSchema = writeObject({ id: idRef(), memberSince: optionalDate });

/** Create or update a client group (§3 Group; §5 Group name and score required). */
export const groupSchema = writeObject({
  name: nameField,
  score: requiredInteger('validation.required_field'),
  welcome: optionalText,
  active: activeField,
  members: z.array(groupMemberSchema, invalidInput).optional(),
});

export type GroupInput = z.input<typeof groupSchema>;
export type GroupWrite = z.output<typeof groupSchema>;
