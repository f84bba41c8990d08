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
        <div class="container-page-text">
          <div class="container-title-text">
              Welkom bij acupunctuur-praktijk
          </div>
          <div class="container-fluid container-inner-text">
            <table class="table table-bordered contact">
              <thead>
                <tr>
                  <td class='image-td' colspan="2"><img src="includes/images/acuQibalans-logo.svg" style="width:250px;height:250px;"  alt="aquqibalans logo"></td>
                </tr>
            </thead>
              <tbody>
                <tr>
                  <td colspan="2">Op zoek naar verlichting van klachten zonder bijwerkingen? Laat acupunctuur u verrassen en weer in balans brengen! Ik ontvang 
                     u graag om u kennis te laten maken met deze bijzondere geneeswijze!</td>
                </tr>
                <tr>
                  <td class="welcome-page-td"> info@acuQibalans.nl</td>
                  <td class="welcome-page-td"> 06-57061444</td>
                </tr>
              </tbody>
            </table>
          </div>
        </div>
      </div>
      <div class="col-lg-3 page-col">
        <div class="container-image" style= "background-image: url('includes/images/indeximage.png');">
          <div class="container-fluid container-image-overlay">
        </div>
      </div>
    </div>
  </div>
</div>

<div class="footer">
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
