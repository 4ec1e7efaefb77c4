/** Among the first an attacker tries; only 8 or more characters matter, as shorter passwords are refused anyway. */
const LIST = `
password password1 password12 password123 password1234 password12345 password! password1! password@123
passw0rd passw0rd1 p@ssw0rd p@ssw0rd1 p@ssword p@ssword1 pa$$word pa$$w0rd p@55w0rd 1password passpass
12345678 123456789 1234567890 12345678910 0123456789 01234567 87654321 987654321 9876543210 123456789a
a123456789 12345678a 1234567a 123456aa aa123456 aa12345678 a1234567 a12345678 12345qwert 1234567q
11111111 111111111 1111111111 00000000 000000000 0000000000 22222222 33333333 44444444 55555555
66666666 77777777 88888888 99999999 12121212 11223344 12344321 12341234 123123123 123321123 11112222
13131313 69696969 1234512345 1122334455 147258369 159753159 123654789 741852963 789456123 147852369
1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y q1w2e3r4 q1w2e3r4t5 q1w2e3r4t5y6 1qaz2wsx 1qaz2wsx3edc zaq12wsx
zaq1zaq1 !qaz2wsx zaq!2wsx 12qwaszx qazwsxedc qazwsx123 1234qwer qwe12345 qweasdzxc asdqwe123
qwertyui qwertyuiop qwerty12 qwerty123 qwerty1234 qwerty12345 qwerty123456 qwertyu1 qwer1234
qwertyqwerty qwerty!! qwerty123! asdfghjk asdfghjkl asdf1234 asdfasdf asdf123456 zxcvbnm1 zxcvbnm123
zxcvbnma abcd1234 abcd12345 abc12345 abc123456 abc123abc abcdefgh abcdefg1 abcdefghi 123abc123
a1b2c3d4 a1b2c3d4e5 aaaaaaaa aaaaaaaaa qqqqqqqq asdasdasd qweqweqwe 1234abcd
iloveyou iloveyou1 iloveyou2 iloveyou! iloveu123 loveyou1 lovely12 loveme123 sunshine sunshine1
princess princess1 football football1 baseball basketball soccer12 hockey12 superman superman1
batman123 starwars starwars1 trustno1 whatever whatever1 sweetheart jennifer michelle jessica1
jordan23 michael1 charlie1 computer computer1 internet liverpool liverpool1 chelsea1 arsenal1
manchester manutd123 barcelona realmadrid juventus ronaldo7 messi123 pokemon1 pokemon123 minecraft
minecraft1 fortnite fortnite1 roblox123 letmein1 letmein123 welcome1 welcome123 welcome@123
changeme changeme1 changeme123 administrator admin123 admin1234 admin12345 adminadmin root1234
test1234 test12345 testtest testing1 testing123 monkey123 dragon12 dragon123 shadow12 shadow123
master12 master123 mustang1 butterfly butterfly1 elephant chocolate chocolate1 cookie123 pepper12
ginger12 hello123 hello1234 helloworld freedom1 security samsung1 samsung123 google123 facebook
facebook1 linkedin youtube1 babygirl babygirl1 angel123 family123 jesus123 blessed1 flower12
purple12 unicorn1 hunter12 hunter123 secret12 secret123 superstar rockstar1 pussycat1 cheese123
killer12 ranger12 thomas12 andrew12 daniel12 george12 summer12 winter12 spring12 autumn12 matrix123
banana123 apple123 orange123 cherry12 diamond1 silver12 golden12 tigger12 snoopy12 buster12
marina12 nicole12 abcabc123 zxcvbn123 q1234567 qwertz123 azerty123 azertyuiop 000000aa 1q1q1q1q
P@ssw0rd! Passw0rd! Password1! Aa123456 Aa12345678 Qwerty123! Welcome1! Abcd@1234 Admin@123
passord passord1 passord12 passord123 passord1234 passord! passord1! passordet passordet1 passord321
mittpassord nyttpassord detteerpassord passordmitt hemmelig hemmelig1 hemmelig12 hemmelig123 hemmeleg
hemmeleg1 hemmeleg123 norge123 norge1234 norge12345 norge1814 1814norge norway123 norway1234 noreg123
noreg1234 oslo1234 oslo12345 bergen123 bergen1234 trondheim trondheim1 stavanger stavanger1 tromsø123
tromso123 kristiansand drammen123 fredrikstad rosenborg rosenborg1 brann123 brann1908 vålerenga
valerenga vålerenga1 molde123 bodøglimt glimt123 lillestrøm vikingfk skole123 skolen123 skole1234
elev1234 eleven123 elev12345 lærer123 laerer123 laerar123 klassen1 klasse123 fotball fotball1
fotball12 fotball123 håndball handball handball1 håndball1 hunden123 katten123 hesten123 kjæreste
kjaereste kjæreste1 jegelskerdeg elskerdeg elskerdeg1 gladideg gladideg1 hallo123 hallo1234 heisann
heisann1 heihei123 heipådeg velkommen velkommen1 velkommen123 sommeren solskinn solskinn1 bananer1
jordbær jordbaer sjokolade sjokolade1 pepperkake pannekake brunost1 sparebank bankid123 økonomi1
okonomi123 økonomi123 qwertyuiopå asdfghjkløæ zxcvbnm,.- nordmann viking123 vikinger vikingene
tusenfryd syttendemai 17mai1814 17mai2024 17mai2025 grunnloven kongen123 mamma123 pappa123
mammaogpappa bestemor bestefar snømann snomann fjellet1 fjorden1 nordlys nordlys1 kanelbolle
kakemonster jegerbest ålesund ålesund1 haugesund drammen1 sandnes1 sarpsborg skien123 bodø1234
mandag123 fredag123 lørdag123 søndag123 januar123 desember1 juleferie sommerferie påskeferie
`;

const SEASONS_AND_WORDS = [
  'sommer', 'vinter', 'høst', 'host', 'vår', 'var', 'våren', 'hausten', 'sommaren', 'vinteren',
  'summer', 'winter', 'spring', 'autumn', 'fall', 'passord', 'password', 'norge', 'noreg', 'welcome',
  'velkommen', 'jul', 'julen', 'påske', 'skole', 'hemmelig', 'qwerty', 'oslo', 'bergen', 'fotball',
];

function wordYearPatterns(): string[] {
  const out: string[] = [];
  for (const word of SEASONS_AND_WORDS) {
    for (let year = 2010; year <= 2035; year++) {
      out.push(`${word}${year}`, `${word}${year}!`, `${word}${String(year).slice(2)}!`, `${word}@${year}`);
    }
  }
  return out;
}

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  [...LIST.split(/\s+/), ...wordYearPatterns()].filter(Boolean).map((p) => p.normalize('NFC').toLowerCase()),
);

/** The product's and the school's words (ASVS 6.1.2), in every spelling a keyboard without æ, ø and å gives. */
export const CONTEXT_WORDS: ReadonlySet<string> = new Set(
  [
    'skole', 'skolen', 'skule', 'skulen', 'elev', 'eleven', 'elever', 'elevane', 'lærer', 'læreren', 'lærar', 'læraren',
    'klasse', 'klassen', 'klasserom', 'økonomi', 'økonomien', 'personlig', 'personleg', 'personligøkonomi', 'personlegøkonomi',
    'budsjett', 'budsjettet', 'lønn', 'lønna', 'løn', 'skatt', 'skatten', 'penger', 'pengar', 'sparing', 'sparekonto',
    'passord', 'passordet', 'password', 'hemmelig', 'hemmeleg', 'norge', 'noreg', 'norway', 'oslo', 'bergen',
    'sommer', 'vinter', 'høst', 'haust', 'vår', 'våren', 'jul', 'julen', 'påske', 'fotball', 'qwerty', 'velkommen',
  ]
    .flatMap((word) => [word, word.replace(/æ/g, 'ae').replace(/ø/g, 'o').replace(/å/g, 'a'), word.replace(/æ/g, 'ae').replace(/ø/g, 'oe').replace(/å/g, 'aa')])
    .map((w) => w.normalize('NFC')),
);
