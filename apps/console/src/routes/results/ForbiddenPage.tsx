import { ForbiddenResult } from '@oms/ui';
import { useNavigate } from 'react-router-dom';

export default function ForbiddenPage() {
  const navigate = useNavigate();
  return <ForbiddenResult onBack={() => navigate('/home')} />;
}
