// Contacts a page writes by script, in the shapes small-business sites use to hide them from harvesters: read without
// running the script, and nothing read from code that is more than joined strings.
import { $$, attr, parseHtml } from '../src/html';
import { revealContacts } from '../src/obfuscation';
import { extractEmails } from '../src/scrape';
import { joinLiterals } from '../src/script-contacts';

const emailsOf = (html: string) => {
  const doc = parseHtml(html);
  revealContacts(doc);
  return [...new Set(extractEmails(doc, 'http://127.0.0.1/').map((e) => e.address))];
};
const telsOf = (html: string) => {
  const doc = parseHtml(html);
  revealContacts(doc);
  return $$('a[href^="tel:"]', doc).map((a) => attr(a, 'href'));
};

describe('contacts written by script', () => {
  it('joins string literals and the variables they are assigned to, and nothing else', () => {
    const env = new Map([['user', 'info']]);
    expect(joinLiterals(`'mailto:' + user + "@" + 'b\\x61ckerei.de'`, env)).toBe('mailto:info@backerei.de');
    expect(joinLiterals(`'mailto:' + user + '@' + getDomain()`, env)).toBeUndefined();
    expect(joinLiterals(`'mailto:' + who`, env)).toBeUndefined();
  });

  it('reads an address document.write assembles from variables', () => {
    const html = `<p>E-Mail:
      <script type="text/javascript">
        var name = "info";
        var domain = "baeckerei-muster.de";
        document.write('<a href="mailto:' + name + '@' + domain + '">');
        document.write(name + '@' + domain + '</a>');
      </script></p>`;
    expect(emailsOf(html)).toEqual(['info@baeckerei-muster.de']);
  });

  it("reads an element's innerHTML a script sets", () => {
    const html = `<span id="kontakt-mail"></span>
      <script>var u = 'praxis', d = 'zahnarzt-beispiel' + '.de';
      document.getElementById('kontakt-mail').innerHTML = '<a href="mailto:' + u + '@' + d + '">' + u + '@' + d + '</a>';</script>`;
    expect(emailsOf(html)).toEqual(['praxis@zahnarzt-beispiel.de']);
  });

  it('reads onclick and javascript: links that go to a mail or phone address', () => {
    expect(
      emailsOf(
        `<a href="#" onclick="location.href='mailto:' + 'reservas' + '@' + 'hostal-ejemplo.es'; return false;">Escríbenos</a>`,
      ),
    ).toEqual(['reservas@hostal-ejemplo.es']);
    expect(emailsOf(`<a href="javascript:window.location='mailto:'+'info'+'@'+'trattoria.it'">Email</a>`)).toEqual([
      'info@trattoria.it',
    ]);
    expect(
      telsOf(`<div class="call" onclick="window.location.href='tel:+33 1 42 68 53 00'">Appelez-nous</div>`),
    ).toEqual(['tel:+33 1 42 68 53 00']);
  });

  it('reads addresses and numbers held in data attributes', () => {
    expect(emailsOf('<span class="mail" data-user="kontakt" data-domain="friseur-beispiel.de"></span>')).toEqual([
      'kontakt@friseur-beispiel.de',
    ]);
    expect(emailsOf('<a class="email-link" data-email="hola@panaderia.es" href="#">Escríbenos</a>')).toEqual([
      'hola@panaderia.es',
    ]);
    expect(telsOf('<button class="btn" data-phone="028-653-9880">電話する</button>')).toEqual(['tel:028-653-9880']);
    // a data attribute that is no phone's (an id, a count) is not read as one
    expect(telsOf('<div data-id="12345678" data-telemetry="off"></div>')).toEqual([]);
  });

  it("reads the Email Encoder plugin's data-enc-email: the address in ROT13, its @ written [at]", () => {
    // the link Email Encoder – Protect Email Addresses writes (Ironikus/email-encoder-bundle at 06c9707d,
    // core/includes/classes/class-email-encoder-bundle-validate.php, create_protected_mailto and get_encoded_email),
    // as a Luxembourg commune's footer carries it (the code index's file 22083374266), its span left as the plugin
    // writes it for its script to fill
    const html =
      '<p>Email:  <a class="email mail-link" href="javascript:;" data-enc-email="vasb[at]fpuvssynatr.yh " ' +
      'data-wpel-link="ignore"><span id="eeb-651320-445857"></span><script type="text/javascript">(function(){var ' +
      'ml="eglc.fioasn42u0h%",mi="6:57@;>93?65528:1042=@<>@<>",o="";for(var j=0,l=mi.length;j<l;j++){o+=' +
      'ml.charAt(mi.charCodeAt(j)-48);}document.getElementById("eeb-651320-445857").innerHTML = ' +
      'decodeURIComponent(o);}());</script><noscript>*protected email*</noscript></a></p>';
    expect(emailsOf(html)).toEqual(['info@schifflange.lu']);
  });

  it('reads an "at" icon between the parts of an address as "@", and an address drawn as an image by its alt text', () => {
    // a CV page's contact list (colinodell/dotcom-legacy at 00e15ecb, web/index.php): Font Awesome's "at" and "[dot]"
    expect(
      emailsOf(
        '<li><i class="fa fa-envelope-o"></i><span class="sr-only">Email:</span>colinodell<i class="fa fa-at"></i>' +
          'gmail[dot]com</li>',
      ),
    ).toEqual(['colinodell@gmail.com']);
    // a firm's contact list (the code index's file 70139868117, a public repository it does not name): the address
    // only as a picture, its alt text the address
    expect(
      emailsOf(
        '<li><span>Email: <img src="/assets/email-address.png" alt="info@thequartzgroup.com" ' +
          'class="h-6 w-auto opacity-60 hover:opacity-100 transition-opacity" /></span></li>',
      ),
    ).toEqual(['info@thequartzgroup.com']);
    // an icon beside an address, never inside it, adds nothing
    expect(emailsOf('<p><i class="fas fa-at"></i> Email: <a href="mailto:a@b.de">a@b.de</a></p>')).toEqual(['a@b.de']);
  });

  it('leaves a script alone that computes the address', () => {
    const html = `<script>var d = location.hostname; document.write('<a href="mailto:info@' + d + '">mail</a>');</script>`;
    expect(emailsOf(html)).toEqual([]);
  });
});
