import { configure, render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Form, Formik, useFormikContext, type FormikValues } from 'formik';
import { useEffect, type ReactElement, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ErrorModalProvider } from '../components/error-modal';
import { TestProviders } from './providers';

// jsdom has no ResizeObserver; Chakra's menus (floating-ui) watch their trigger's size with one,
// and an opened menu would otherwise fail after its test.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// findBy/waitFor give up after 1 s by default: on CI's loaded two-core machine a Formik
// validation round or a Chakra transition can take longer, and the test then failed for slowness.
configure({ asyncUtilTimeout: 5_000 });

export interface RenderOptions {
  /** The feature's own catalogue (es), on top of the shared one. */
  messages?: Record<string, string>;
  /** Renders inside a router at this address (a component with links or route params). */
  route?: string;
  /** With `route`: the route pattern the component is mounted on, so useParams reads it. */
  path?: string;
}

/**
 * One way to render a component under test: Chakra, the Spanish catalogue (plus the feature's),
 * the error modal, and a router when the component needs one; returns a user-event session
 * bound to it (which stands in for the clipboard: read it with navigator.clipboard.readText()).
 */
export function renderUi(
  ui: ReactElement,
  { messages, route, path }: RenderOptions = {},
): RenderResult & { user: UserEvent } {
  const user = userEvent.setup();
  const Wrapper = ({ children }: { children: ReactNode }) => {
    const routed =
      route === undefined ? (
        children
      ) : (
        <MemoryRouter initialEntries={[route]}>
          {path ? (
            <Routes>
              <Route path={path} element={children} />
              <Route path="*" element={<p data-testid="navigated-away">elsewhere</p>} />
            </Routes>
          ) : (
            children
          )}
        </MemoryRouter>
      );
    return (
      <TestProviders messages={messages}>
        <ErrorModalProvider>{routed}</ErrorModalProvider>
      </TestProviders>
    );
  };
  const result = render(ui, { wrapper: Wrapper });
  return { ...result, user };
}

/** Reports Formik's values on every change, for tests of a field that writes into a form. */
function ValuesProbe<V>({ onValues }: { onValues: (values: V) => void }) {
  const { values } = useFormikContext<V>();
  useEffect(() => {
    onValues(values);
  }, [values, onValues]);
  return null;
}

/**
 * A Formik form around `children`; `latest()` reads the form's current values, `submit` is the
 * onSubmit spy's calls.
 */
export function withFormik<V extends FormikValues>(
  initialValues: V,
  children: ReactNode,
  options: { validationSchema?: unknown; onSubmit?: (values: V) => void } = {},
): { ui: ReactElement; latest: () => V } {
  let current = initialValues;
  const ui = (
    <Formik<V>
      initialValues={initialValues}
      validationSchema={options.validationSchema}
      onSubmit={(values) => options.onSubmit?.(values)}
    >
      <Form noValidate>
        {children}
        <ValuesProbe<V>
          onValues={(values) => {
            current = values;
          }}
        />
      </Form>
    </Formik>
  );
  return { ui, latest: () => current };
}
