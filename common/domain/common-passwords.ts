/** The most common passwords (public breach lists, plus Danish favourites). Lowercased. */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '123456', '1234567', '12345678', '123456789', '1234567890', '111111', '000000', '123123', '654321', '666666',
  '121212', '112233', '123321', '696969', '555555', '777777', '888888', '999999', '159753', '147258',
  'password', 'password1', 'passw0rd', 'qwerty', 'qwerty123', 'qwertyuiop', 'abc123', 'abcdef', 'azerty',
  'iloveyou', 'monkey', 'dragon', 'letmein', 'welcome', 'football', 'fodbold', 'baseball', 'sunshine',
  'princess', 'master', 'shadow', 'superman', 'michael', 'jennifer', 'trustno1', 'whatever', 'starwars',
  'freedom', 'secret', 'hello1', 'hejhej', 'hejmed', 'kodeord', 'kodeord1', 'adgangskode', 'danmark',
  'asdfgh', 'asdfghjkl', 'zxcvbn', 'zxcvbnm', 'q1w2e3', 'q1w2e3r4', '1q2w3e', '1q2w3e4r', 'aaaaaa',
  'charlie', 'donald', 'batman', 'liverpool', 'chelsea', 'arsenal', 'barcelona', 'brondby', 'fckobenhavn',
  'klubdemo', 'changeme', 'admin', 'admin123', 'root', 'test123', 'testtest', 'computer', 'internet',
]);
