import { mixed, object, string, type ObjectSchema } from 'yup';
import { LANGUAGES } from '../../domain/constants';
import { PAGE_IDS, type PageConfig } from '../../domain/pageConfig';

/** The injected page configuration as a schema: the BFF checks what it renders against it. */
export const pageConfigSchema: ObjectSchema<PageConfig> = object({
  page: mixed<PageConfig['page']>().oneOf(PAGE_IDS).required(),
  lang: mixed<PageConfig['lang']>().oneOf(LANGUAGES).required(),
  path: string().required(),
  remoteUrl: string().defined().strict(),
  apiBaseUrl: string().defined().strict(),
  configId: string().required(),
});
