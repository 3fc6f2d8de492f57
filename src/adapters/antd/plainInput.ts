/** antd's Input alone, without TextArea, Search, Password and OTP (the list filters' text boxes). */
export { default as PlainInput } from 'antd/es/input/Input';
