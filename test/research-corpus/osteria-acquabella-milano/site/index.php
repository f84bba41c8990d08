<!DOCTYPE html>
<html lang="en" id="html-main">
<head>
    <meta charset="UTF-8">
    <meta http-equiv="X-UA-Compatible" content="IE=edge">
    <meta name="viewport" content="width=device-width, initial-scale=1.0">
    <link href="https://cdn.jsdelivr.net/npm/bootstrap@5.3.2/dist/css/bootstrap.min.css" rel="stylesheet" integrity="sha384-T3c6CoIi6uLrA9TneNEoa7RxnatzjcDSCmG1MXxSR1GAsXEV/Dwwykc2MPK8M2HN" crossorigin="anonymous">
    <link rel="stylesheet" href="https://cdnjs.cloudflare.com/ajax/libs/font-awesome/4.7.0/css/font-awesome.min.css">
    <link rel="stylesheet" href="css/style.css">
    <script src="./js/script.js"></script>
    <title>Home - Osteria Dell'Acquabella</title>
</head>
<body>


<div class=" alert alert-warning alert-dismissible fade show" role="alert">
    <div id="alert-container">
        <p class="fs-5"><strong><u>AVVISO</u></strong></p>
        <p>Questo sito utilizza <b>cookie tecnici.</b><br> 
          I cookie ci aiutano a fornire i nostri servizi e a garantirVi una corretta navigazione del sito. <br></p>
        <p> Questo sito utilizza anche <b>cookie di terze parti.</b><br>
          Per maggiori informazioni visionare <a href="privacy.php" class="text-decoration-underline text-black-50">l'informativa sull'utilizzo dei cookie.</a> Utilizzando questo sito Voi acconsentite all'utilizzo dei cookie da terze parti.</p>
       <div class="text-end">
            <form method="post">
                <button id="cookie_accepted" type="submit" name="cookie_accepted" class="btn cookie-alert-btn">Accetta</button>
            </form>
       </div>
    </div>
</div>

    <main id="main-home" class="m-0">

      <!-- Hero Section -->
      <div class="hero text-center">
        <h1 class="font-spumoni">Osteria Dell'Acquabella</h1>
        <hr class="text-white d-sm-none">
        <p class="font-spumoni text-white fs-1 m-0">- Cucina Milanese -</p>
        <p class="text-white fs-5">Piatti tipici | Degustazione e Vendita Vini</p>
      </div>

      <!-- Eventi e Promozioni Section -->
      <div id="home">
        <!-- Info Section -->
        <div id="info-section" class="container-fluid py-4 px-5 fs-5">
          <p>Il nostro locale si trova a Milano in <b>via San Rocco 11</b>, zona <b>Porta Romana</b>, quartiere che prende il nome da una delle porte storiche di Milano e che un tempo costituiva una delle principali vie d'accesso alla città.</p>
          
          <p>Qui troverete un'<b>atmosfera calda e accogliente</b> e un ambiente rustico e affascinante che invita a sedersi e gustare i sapori della regione.</p>
          
          <p>Infatti il menu dell'osteria offre un'ampia selezione di <strong>piatti tradizionali lombardi</strong>, dalla classica cotoletta alla milanese, alle polpettine della casa al sugo, all'ossobuco con risotto alla milanese.</p>
          
          <p class="fs-4">
            <a class="dropdown-item" href="about.php#dove">
              <b><u>Vieni a trovarci!</u></b>
            </a>
          </p>  
        </div>
        
        <!-- Gallery Section -->
        <div id="carouselExampleIndicators" class="carousel slide my-5">
          <div class="carousel-indicators">
            <button type="button" data-bs-target="#carouselExampleIndicators" data-bs-slide-to="0" class="active" aria-current="true" aria-label="Slide 1"></button>
            <button type="button" data-bs-target="#carouselExampleIndicators" data-bs-slide-to="1" aria-label="Slide 2"></button>
            <button type="button" data-bs-target="#carouselExampleIndicators" data-bs-slide-to="2" aria-label="Slide 3"></button>
          </div>
          <div class="carousel-inner">
            <div class="carousel-item active">
              <img src="..." class="d-block w-100" alt="...">
            </div>
            <div class="carousel-item">
              <img src="..." class="d-block w-100" alt="...">
            </div>
            <div class="carousel-item">
              <img src="..." class="d-block w-100" alt="...">
            </div>
          </div>
          <button class="carousel-control-prev" type="button" data-bs-target="#carouselExampleIndicators" data-bs-slide="prev">
            <span class="carousel-control-prev-icon" aria-hidden="true"></span>
            <span class="visually-hidden">Previous</span>
          </button>
          <button class="carousel-control-next" type="button" data-bs-target="#carouselExampleIndicators" data-bs-slide="next">
            <span class="carousel-control-next-icon" aria-hidden="true"></span>
            <span class="visually-hidden">Next</span>
          </button>
        </div>
      </div>
    </main>

    <footer class="text-center shadow-lg">
        <div class="container-fluid">
            <div class="row align-items-center p-5">
                <!-- telefono e email -->
                <div class="col-12 col-lg-4 order-2 order-lg-0 p-0 text-center">
                    <a href="tel:+390258309653"><p class="m-0">Tel: <b class="user-select-all">+39 02 58309653</b></p></a>
                    <a href="mailto:prenotazioni@acquabella.it" class="user-select-all"><p class="m-0">Email: <b>prenotazioni@acquabella.it</b></p></a>
                </div>
                <!-- via e piva -->
                <div class="col-12 col-lg-4 order-0 order-lg-1 p-0">
                    <ul class="list-unstyled m-0">
                        <li>Osteria dell'Acquabella S.r.l.</li>
                        <li class="text-warning user-select-all">Via San Rocco n° 11 - 20135 Milano</li>
                        <li class="fs-6"><a href="privacy.php" class="text-decoration-underline">Privacy e Cookies</a> - P.Iva 04013720968</li>
                    </ul>
                </div>
                <!-- social -->
                <div class="col-12 col-lg-4 p-3 order-1 order-lg-2 text-center fs-4">
                    <a target="_blank" href="https://wa.me/393471396520" class="user-select-all"><i class="bi bi-whatsapp"></i></a>
                    <a target="_blank" href="https://www.instagram.com/osteria_acquabella/"><i class="bi bi-instagram"></i></a>
                    <a target="_blank" href="https://www.facebook.com/osteriadellacquabella"><i class="bi bi-facebook"></i></a>
                    <a target="_blank" href="https://www.tripadvisor.it/Restaurant_Review-g187849-d1095150-Reviews-Osteria_dell_Acquabella-Milan_Lombardy.html" class="fs-4"><i class="fa fa-tripadvisor"></i></a>
                  </div>
            </div>
            <div class="row copyright shadow-lg p-2">
              <div class="col-12">
                <p class="text-center text-lg-start m-0">&copy;2023 Osteria dell'Acquabella</p>
              </div>
            </div>
        </div>
    </footer>
    <script src="https://cdn.jsdelivr.net/npm/bootstrap@5.3.2/dist/js/bootstrap.bundle.min.js" integrity="sha384-C6RzsynM9kWDrMNeT87bh95OGNyZPhcTNXj1NW7RuBCsyN/o0jlpcV8Qyq46cDfL" crossorigin="anonymous"></script>
</body>
</html>