/**
 * The key under which a page's data (`<script id="page-data">`) names the language its stored
 * texts are in: the app uses the data only while it shows that language (decision 0014).
 */
export const PAGE_DATA_LANGUAGE = 'language';
