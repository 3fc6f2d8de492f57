// The entry is kept small: its first act is to ask for config.json (and then the mock backend's
// code, when config.json turns mocks on); React, the client and the app download alongside.
import './app/earlyBoot';
import './styles/global.css';

void import('./app/mount');
