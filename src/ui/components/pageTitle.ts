// The route titles live with the rest of each route's meta data in the core.
export { pageTitle, SITE_NAME } from '../../core/rules/seo/pageMeta';
