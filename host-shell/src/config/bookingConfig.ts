import { PAGE_CONFIG_ELEMENT_ID, readPageConfig, type PageConfig } from '@booking/shared-contracts';

/**
 * The page configuration the server injected as `<script type="application/json" id="booking-config">`,
 * read with the contracts' reader (which falls back to what the path implies).
 */
export function readBookingConfig(doc: Document, path: string): PageConfig {
  return readPageConfig(doc.getElementById(PAGE_CONFIG_ELEMENT_ID)?.textContent, path);
}
