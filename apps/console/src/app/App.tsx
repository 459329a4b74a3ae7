import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { HomePage } from '../routes/home/HomePage.tsx';
import { LoginPage } from '../routes/login/LoginPage.tsx';
import { SignedInLayout } from './SignedInLayout.tsx';

const router = createBrowserRouter([
  { path: '/', element: <Navigate to="/home" replace /> },
  { path: '/login', element: <LoginPage /> },
  {
    element: <SignedInLayout />,
    children: [{ path: '/home', element: <HomePage /> }],
  },
  { path: '*', element: <Navigate to="/home" replace /> },
]);

export function App() {
  return (
    <ConfigProvider locale={zhCN} theme={{ token: { colorPrimary: '#1d6fb8', borderRadius: 6 } }}>
      <AntApp>
        <RouterProvider router={router} />
      </AntApp>
    </ConfigProvider>
  );
}
