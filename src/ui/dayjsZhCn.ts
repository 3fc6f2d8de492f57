/**
 * dayjs in Chinese (month and weekday names, week start) for antd's date pickers, set by the
 * modules that draw them: the locale then loads with the pickers rather than on every route.
 * Table cells format with fixed numeric patterns, which need no locale.
 */
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

dayjs.locale('zh-cn');
