/**
 * The companies feature's public entry: the landing's companies (and fairs) section, which the
 * landing loads lazily. The admin screens are mounted by app/admin-routes.tsx.
 */
export { CompaniesSection } from './landing/companies-section';
