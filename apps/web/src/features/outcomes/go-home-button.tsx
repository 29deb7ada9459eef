import { MESSAGES } from '@portico/domain/messages';
import { useNavigate } from 'react-router';

export function GoHomeButton() {
  const navigate = useNavigate();
  return (
    <button type="button" className="button button--primary" onClick={() => navigate('/')}>
      {MESSAGES.goToHome}
    </button>
  );
}
