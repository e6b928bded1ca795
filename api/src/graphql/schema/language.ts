// docs/contract.md "Spanish": the renter's language (guest cards, saved searches) and the languages agents speak.
import { LANGUAGES } from '../../domain/index.js';
import { builder } from '../builder.js';

export const LanguageEnum = builder.enumType('Language', {
  description: 'EN: English; ES: Spanish.',
  values: LANGUAGES,
});
