import { MESSAGES } from '@portico/domain/messages';
import { useNavigate } from 'react-router';
import buttons from '../../ui/button.module.css';

export function GoHomeButton() {
  const navigate = useNavigate();
  return (
    <button type="button" className={buttons.primary} onClick={() => navigate('/')}>
      {MESSAGES.goToHome}
    </button>
  );
}
