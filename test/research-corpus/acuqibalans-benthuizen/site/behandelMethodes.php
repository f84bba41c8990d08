 <!-- insert head and navbar on the page -->
 <!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no">
  <meta name="description" content="">
  <meta name="author" content="">
  <title>
    AcuQibalans
  </title>
  <link rel="icon" type="image/svg" href="../includes/images/acuQibalans-logo.svg"/>
  <link rel="stylesheet" href="https://maxcdn.bootstrapcdn.com/bootstrap/4.0.0/css/bootstrap.min.css"
  integrity="sha384-Gn5384xqQ1aoWXA+058RXPxPg6fy4IWvTNh0E263XmFcJlSAwiGgFAW/dAiS6JXm" crossorigin="anonymous">
  <link rel="stylesheet" href="https://stackpath.bootstrapcdn.com/bootstrap/4.1.1/css/bootstrap.min.css"
  integrity="sha384-WskhaSGFgHYWDcbwN70/dfYBj47jz9qbsMId/iRN3ewGhXQFZCSftd1LZCfmhktB" crossorigin="anonymous">
  <script src="https://code.jquery.com/jquery-3.2.1.slim.min.js" integrity="sha384-KJ3o2DKtIkvYIK3UENzmM7KCkRr/rE9/Qpg6aAZGJwFDMVNA/GpGFF93hXpG5KkN" crossorigin="anonymous"></script>
  <script src="https://cdnjs.cloudflare.com/ajax/libs/popper.js/1.12.9/umd/popper.min.js" integrity="sha384-ApNbgh9B+Y1QKtv3Rn7W3mgPxhU9K/ScQsAP7hUibX39j7fakFPskvXusvfa0b4Q" crossorigin="anonymous"></script>
  <script src="https://maxcdn.bootstrapcdn.com/bootstrap/4.0.0/js/bootstrap.min.js" integrity="sha384-JZR6Spejh4U02d8jOt6vLEHfe/JQGiRRSQQxSfFWpi1MquVdAyjUar5+76PVCmYl" crossorigin="anonymous"></script>
  <!-- Custom -->
  <link rel="stylesheet" href="../includes/css/styles.css">
  <!-- fonts -->
  <link href='https://fonts.googleapis.com/css?family=Lobster Two' rel='stylesheet'>
  <link rel="preconnect" href="https://fonts.gstatic.com">
  <link href="https://fonts.googleapis.com/css2?family=Open+Sans&display=swap" rel="stylesheet">
  <link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/bootstrap-icons@1.4.0/font/bootstrap-icons.css">
</head>
<nav class="navbar navbar-expand-lg navbar-light bg-light fixed-top">
    <div class="container-fluid">
      <a class="navbar-brand" href="index.php">
        <img src="/includes/images/acuQibalans-logo.svg" width="130px" alt="AquQiBalans">
        </a>
      <button class="navbar-toggler" type="button" data-toggle="collapse" data-target="#navbarResponsive" aria-controls="navbarResponsive" aria-expanded="false" aria-label="Toggle navigation">
        <span class="navbar-toggler-icon"></span>
      </button>
      <div class="collapse navbar-collapse" id="navbarResponsive">
        <ul class="navbar-nav ml-auto">
        <li class="nav-item">
            <a class="nav-link" href="index.php">Home</a>
          </li>
          <li class="nav-item">
            <a class="nav-link" href="overacupunctuur.php">Over acupunctuur</a>
          </li>
          <li class="nav-item">
            <a class="nav-link" href="overmij.php">Over mij</a>
          </li>
          <li class="nav-item">
            <a class="nav-link" href="behandelMethodes.php">Behandel methodes</a>
          </li>
          <li class="nav-item">
            <a class="nav-link" href="tarievenEnVergoedingen.php">Tarieven en vergoedingen</a>
          </li>
          <li class="nav-item">
            <a class="nav-link" href="contact.php">Contact</a>
          </li>
          <li class="nav-item">
            <button type="button" style="cursor: pointer" class="btn btn-primary btn-md" data-toggle="modal" data-target="#boeken-contact-modal">
              <i class="bi bi-envelope-fill">  Maak een afspraak</i>
            </button>
          </li>
        </ul>
      </div>
    </div>
</nav>

<div class="mobile-contact-header">
  <a href="tel:06-57061444" style="cursor: pointer">
    <button type="button" class="btn btn-primary btn-md"><i class="bi bi-telephone-fill"> 06-57061444</i></button>
  </a>
    <button type="button" style="cursor: pointer" class="btn btn-primary btn-md" data-toggle="modal" data-target="#email-contact-modal">
      <i class="bi bi-envelope-fill"> info@acuqibalans.nl</i>
    </button>
  </div>

 <div class="container grid-page-container">
  <div class="row page-row">
      <div class="col-lg-9 page-col">
        <div class="container container-page-text">
          <div class="container-fluid container-title-text">
              Behandel Methodes
          </div>
          <div class="container-fluid container-inner-text">
          <p>
            Ieder mens is uniek, zeker vanuit de Oosterse Geneeskunde beschouwd. Uw behandelplan stel ik dan ook op maat voor u op. Pijn kan worden veroorzaakt
            door een externe factor, zoals overbelasting of een blessure. Ik controleer echter ook of er niet een mogelijk dieper liggende oorzaak onder ligt.
          </p>
          </div>
          <div class="container-fluid container-buttons">
            <div class="btn-group-lg" role="group" aria-label="Basic example">
              <a href="klassiekeChineseAcupunctuur.php" class="btn btn-secondary">Klassieke Chinese Acupunctuur</a>
              <a href="ooracupunctuur.php" class="btn btn-secondary">Ooracupunctuur</a>
              <a href="drTranBalansmethode.php" class="btn btn-secondary">Dr. Tan balansmethode</a>
            </div>
          </div>
        </div>
      </div>
      <div class="col-lg-3 page-col">
        <div class="container container-image" style= "background-image: url('includes/images/foto-behandeling.jpg');">
          <div class="container container-fluid container-image-overlay">
        </div>
      </div>
    </div>
  </div>
</div>
<div class="container-fluid grid-page-container-mid-page">
  <div class="row page-row">
      <div class="col-lg-12  page-col">
        <div class="container-fluid container-page-text-mid-page">
          <div class="container-fluid container-inner-text">
          <table class="table table-bordered">
            <thead>
              <tr>
                <td colspan="2">Eerste behandeling:</td>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>Na de aanmelding volgt het eerste gesprek. Voor de eerste afspraak reserveer ik meer tijd.
                  Er wordt extra tijd genomen om uw klachten goed te kunnen beoordelen.</td>
              </tr>
                <tr>
                  <td>
                  Een juiste diagnose is een belangrijk uitgangspunt van de behandeling.
                  Behalve een uitgebreid gesprek over klachten komen er ook andere dingen aan bod, zoals eetlust, stoelgang, slaappatroon,
                  energieniveau en bij dames komt de menstruatiecyclus uitgebreid aan bod.</td>
                </tr>
                <tr>
                  <td>
                  Om het plaatje compleet te krijgen vraag ik u ook om uw tong uit te steken.
                  Aan de hand van de vorm, kleur en beslag kan hier bevestigd worden wat er uit de ondervraging naar voren komt.
                  Tevens worden beide polsen gevoeld voor extra informatie van uw toestand.
                </td>
              </tr>
              <tr>
                <td>
                  Aan de hand van de diagnose stel ik een eerste behandelplan op. De eerste behandeling wordt gebaseerd op de vastgestelde diagnose en kan in de loop
                  der tijd worden bijgestuurd.
                  Deze behandeling kan bestaan uit het plaatsen van flinterdunne naaldjes op de specifieke plaatsen. Het kan zijn dat ik de behandeling aanvul met
                  ooracupunctuur, vuurcuppen of moxa branden.
                </td>
              </tr>
            </tbody>
          </table>
          <table class="table table-bordered">
            <thead>
              <tr>
                <td colspan="2">Vervolg behandeling:</td>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>
                  Bij een vervolgbehandeling hoor ik graag hoe het u na de behandeling is vergaan. Het is veel voorkomend dat u al na de eerste behandeling een
                  verandering hebt ervaren. Op basis van uw informatie controleer ik de diagnose en stel ik het behandelplan bij.
                </td>
              </tr>
              <tr>
                <td>
                  Afhankelijk van de klacht en complexiteit is veelal na 4 tot 6 behandelingen een merkbaar resultaat te verwachten. De frequentie van behandeling
                  hangt af van uw klacht en diagnose. Bij acute pijnklachten zullen de eerste consulten wat dichter op elkaar worden gepland.
                </td>
              </tr>
              <tr>
                <td>
                  Voor een behandeling is het praktisch om losse, comfortabele kleding te dragen. Indien nodig zal ik u vragen wat kleding uit te trekken om beter
                  bij bepaalde punten te kunnen komen. Er wordt altijd discreet gewerkt door u toe te dekken met handdoeken.
                </td>
              </tr>
            </tbody>
          </table>
          </div>
        </div>
      </div>
    </div>
  </div>
</div>

<div class="container">
<table class="table table-bordered corona-banner">
    <thead>
    <tr>
        <td colspan="2">Corona maatregelen:</td>
    </tr>
    </thead>
    <tbody>
        <tr class="corona-banner-table-tr">
            <td>
            I.v.m. de Corona-regelgeving wil ik u verzoeken de hygiëne-regels in acht te nemen. Ikzelf volg de Corona-regelgeving nauwgezet op waarmee ik 
            probeer ieder risico op besmetting tot een minimum te beperken. Dit doe ik door extra veel aandacht te hebben voor hygiene. Ook wordt er 
            tijd tussen behandelingen gepland en wordt tussentijds gereinigd.<br><br> 
            U kunt ook bijdragen aan een veilige praktijk. Ik vraag u thuis de handen goed te wassen voor u vertrekt. Voor en na de behandeling verzoek ik u 
            in de praktijk de handen te ontsmetten met desinfectiegel. Ook bij klachten blijft u thuis. Indien u enigszins twijfelt vraag ik u dit 
            altijd duidelijk en vooraf kenbaar te maken door via telefoon of email contact met me op te nemen. Bij behoefte aan een mondkapje wil ik 
            u verzoeken daar zelf voor te zorgen. Op verzoek kan ik de behandeling ook met een mondkapje op uitvoeren. Vanuit de behandeling wordt gewerkt 
            op schone handdoeken. Indien u behoefte heeft aan het liggen op een eigen handdoek is dat mogelijk als u die zelf meebrengt
            <br><br>
            </td>
        </tr>
    </tbody>
</table>
</div> <div class="footer">
    <div class="footer-copyright text-center py-3">Copyright &copy; 2021 AcuQiBalans.nl &nbsp; | &nbsp; Website gemaakt door
        <a href="https://kb-web.nl/" target="_blank"> KB-Webdevelopment</a>
    </div>
</div>

<div class="modal fade klachten-modal" id="email-contact-modal" role="dialog">
  <div class="modal-dialog modal-lg">
    <div class="modal-content">
      <div class="modal-header">
        <h4 class="modal-title">Stel hier gerust uw vraag</h4>
      </div>
      <div class="contact-form-success">
              </div>
      <div class="modal-body">
      <form method="POST">
      <input type="hidden" id="purpose" name="purpose" value="getInContact">
        <div class="form-group">
          <label for="email-contact-input-name">Naam:</label>
          <div class="contact-form-error">
                      </div>
          <input type="text" name="name" class="form-control" id="email-contact-input-name" placeholder="Vul hier uw naam in"  value="">
        </div>
        <div class="form-group">
          <label for="email-contact-input-email">E-mail adres:</label>
          <div class="contact-form-error">
                      </div>
          <input type="email" name="email" class="form-control" id="email-contact-input-email" placeholder="Vul hier uw e-mail adres in" value="">
        </div>
        <div class="form-group">
          <label for="email-contact-input-text">Wat is uw vraag of verzoek?</label>
          <div class="contact-form-error">
                      </div>
          <textarea class="form-control" name="question" id="email-contact-input-text" rows="4"></textarea>
          <small id="contact" class="form-text text-muted">Dank voor uw bericht, ik zal zo spoedig mogelijk contact met u opnemen.</small>
        </div>
        <div class="modal-footer">
          <button type="button" class="btn btn-default" data-dismiss="modal" aria-label="Close">Terug</button>
          <button type="submit" name="contact-form-submit" class="btn btn-primary">Verzenden</button>
        </div>
      </form>
      </div>
    </div>
  </div>
</div>

<div class="modal fade klachten-modal" id="boeken-contact-modal" role="dialog">
  <div class="modal-dialog modal-lg">
    <div class="modal-content">
      <div class="modal-header">
        <h4 class="modal-title">Boek hier uw afspraak</h4>
      </div>
      <div class="contact-form-success">
                </div>
      <div class="modal-body">
      <form method="POST">
      <input type="hidden" id="purpose" name="purpose" value="makeAppointment">
        <div class="form-group">
          <label for="boek-contact-input-name">Naam:</label>
          <div class="contact-form-error">
                      </div>
          <input type="text" name="name" class="form-control" id="boek-contact-input-name" placeholder="Vul hier uw naam in"  value="">
        </div>
        <div class="form-group">
          <label for="boek-contact-input-email">E-mail adres:</label>
          <div class="contact-form-error">
                      </div>
          <input type="email" name="email" class="form-control" id="boek-contact-input-email" placeholder="Vul hier uw e-mail adres in" value="">
        </div>
        <div class="form-group">
          <label for="boek-contact-input-adres">Adres:</label>
          <div class="contact-form-error">
                      </div>
          <input type="text" name="adres" class="form-control" id="boek-contact-input-adres" placeholder="Vul hier uw adres in" value="">
        </div>
        <div class="form-group">
          <label for="boek-contact-input-telefoon">Telefoon nummer:</label>
          <div class="contact-form-error">
                      </div>
          <input type="text" name="telefoon" class="form-control" id="boek-contact-input-telefoon" placeholder="Vul hier uw telefoonnummer in" value="">
        </div>
        <div class="form-group">
          <label for="boek-contact-input-reden">Wat is uw reden voor bezoek?</label>
          <div class="contact-form-error">
                      </div>
          <input type="text" name="reden" class="form-control" id="boek-contact-input-reden" placeholder="Vul hier uw reden in" value="">
        </div>
        <div class="form-group">
          <label for="boek-contact-input-dagdeel">Voorkeur voor dag of dagdeel?</label>
          <div class="contact-form-error">
                      </div>
          <input type="text" name="dagdeel" class="form-control" id="boek-contact-input-dagdeel" placeholder="Vul hier uw voorkeur in" value="">
          <small id="contact" class="form-text text-muted">De informatie in dit formulier wordt gebruikt om contact met u op te nemen over uw vraag. Door dit formulier te verzenden, gaat u hiermee akkoord.</small>
          <small id="contact" class="form-text text-muted">Dank voor uw bericht, ik zal zo spoedig mogelijk contact met u opnemen</small>
        </div>
        <div class="modal-footer">
          <button type="button" class="btn btn-default" data-dismiss="modal" aria-label="Close">Terug</button>
          <button type="submit" name="contact-form-submit" class="btn btn-primary">Verzenden</button>
        </div>
      </form>
      </div>
    </div>
  </div>
</div>

</body>
</html>
