/**
 * The most common passwords of at least 10 characters (shorter ones are refused by the length rule anyway),
 * from public breach-frequency lists, with Czech favourites. Compared lower-cased.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '1234567890', '0123456789', '0987654321', '9876543210', '1111111111', '0000000000', '2222222222', '5555555555', '7777777777', '9999999999',
  '1212121212', '1122334455', '1234512345', '1234554321', '1231231231', '1234567891', '12345678910', '123456789a', 'a123456789', '123456789q',
  'qwertyuiop', 'qwertyuiop123', 'qwerty1234', 'qwerty12345', 'qwerty123456', '1qaz2wsx3edc', '1q2w3e4r5t', '1q2w3e4r5t6y', 'zaq12wsxcde3', 'zaq1zaq1zaq1',
  'asdfghjkl1', 'asdfghjkl;', 'asdfghjkl123', 'zxcvbnm123', 'zxcvbnm1234', 'qazwsxedcrfv', 'qweasdzxc1', 'qweasdzxc123', 'abcdefghij', 'abcdefg123',
  'abc1234567', 'abcd123456', 'abcde12345', 'password12', 'password123', 'password1234', 'password12345', 'password!1', 'passw0rd123', 'p@ssw0rd123',
  'p@ssword123', 'password01', 'passwordpassword', 'iloveyou12', 'iloveyou123', 'iloveyou1234', 'princess123', 'sunshine123', 'football123', 'baseball123',
  'superman123', 'starwars123', 'whatever123', 'trustno1234', 'letmein123', 'letmein1234', 'welcome123', 'welcome1234', 'welcome2024', 'welcome2025',
  'welcome2026', 'changeme123', 'changeme1234', 'administrator', 'administrator1', 'admin12345', 'admin123456', 'admin@1234', 'adminadmin', 'rootroot12',
  'monkey12345', 'dragon12345', 'master12345', 'michael123', 'charlie123', 'jennifer123', 'computer123', 'internet123', 'samsung123', 'spiderman1',
  'liverpool1', 'chocolate1', 'butterfly1', 'basketball', 'basketball1', 'football12', 'soccer1234', 'hockey1234', 'hellohello', 'helloworld',
  'helloworld1', 'helloworld123', 'loveyou123', 'iloveyouu1', 'mypassword', 'mypassword1', 'mypassword123', 'yourpassword', 'secret1234', 'secret12345',
  'qwerty123!', 'qwerty!234', 'q1w2e3r4t5', 'q1w2e3r4t5y6', 'a1b2c3d4e5', '1a2b3c4d5e', 'aaaaaaaaaa', 'zzzzzzzzzz', 'qqqqqqqqqq', 'xxxxxxxxxx',
  'heslo12345', 'heslo123456', 'hesloheslo', 'heslo1234567', 'mojeheslo1', 'mojeheslo123', 'tajneheslo', 'tajneheslo1', 'nevimheslo', 'prahapraha',
  'praha12345', 'brno123456', 'ostrava123', 'sparta1234', 'slavia1234', 'fotbal1234', 'hokej12345', 'cokoliv123', 'pepa123456', 'jarda12345',
  'lucie12345', 'tereza1234', 'kristyna12', 'veronika12', 'katerina12', 'michaela12', 'martina123', 'petr123456', 'pavel12345', 'tomas12345',
  'jakub12345', 'ahojahoj12', 'ahoj123456', 'kokotina12', 'slunicko12', 'sluníčko12', 'fotovoltaika', 'elektrina1', 'solar12345', 'energie123',
  'energy1234', 'solarpanel', 'solarpanel1', 'sunpower123', 'console123', 'console1234', 'partner123', 'partner1234', 'installer1', 'company123',
])
