// The router's parts the app uses, in a module of their own so that boot.ts can evaluate them as a
// stage before the app (a bare `import('react-router')` would keep the whole package).
export { createBrowserRouter } from 'react-router';
export { RouterProvider } from 'react-router/dom';
