/*
 * The auth feature's public entry: the sign-in form the landing's "login" section embeds (the
 * same one as the login modal). Import it lazily: it brings Formik and the registration panel's
 * wrapper with it.
 */
export { LoginForm } from './components/login-modal';
