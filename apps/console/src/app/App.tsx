import { OmsProvider } from '@oms/ui';
import { RouterProvider } from 'react-router-dom';
import { router } from './router.tsx';

export function App() {
  return (
    <OmsProvider>
      <RouterProvider router={router} />
    </OmsProvider>
  );
}
