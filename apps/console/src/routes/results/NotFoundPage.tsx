import { NotFoundResult } from '@oms/ui';
import { useNavigate } from 'react-router-dom';

export default function NotFoundPage() {
  const navigate = useNavigate();
  return <NotFoundResult onBack={() => navigate('/home')} />;
}
