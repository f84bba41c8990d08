<!DOCTYPE html>
<html lang="fr">

<head>
  <meta charset="UTF-8">
  <meta name="viewport" content="width=device-width, initial-scale=1.0">
  <meta http-equiv="X-UA-Compatible" content="ie=edge">
  <script src="assets/js/map.js"></script>
  <script async defer src="https://maps.googleapis.com/maps/api/js?key=AIzaSyA3s_eHu_lKzwiSTR-I1G9TiQasXSe6RjI&callback=initMap"></script>
  <link rel="stylesheet" href="assets/css/style.css">
  <title>FLAM BLEU</title>
</head>

<body>
  <nav>
    <img onclick="window.location.href='index.php'" class="logoheader" src="assets/img/header/logo.jpg">
    <ul>
      <li id="homenav" onclick="window.location.href='index.php'"><a href="index.php">Accueil</a></li>
      <li onclick="window.location.href='plomberie.php'"><a href="plomberie.php">Plomberie</a></li>
      <li onclick="window.location.href='chauffage.php'"><a href="chauffage.php">Chauffage</a></li>
      <li onclick="window.location.href='sanitaire.php'"><a href="sanitaire.php">Sanitaires</a></li>
      <li onclick="window.location.href='galerie.php'"><a href="galerie.php">Galerie</a></li>
      <li onclick="window.location.href='devis.php'"><a href="devis.php">Devis</a></li>
      <li id="contactnav" onclick="window.location.href='contact.php'"><a href="contact.php">Contact</a></li>
    </ul>
  </nav>
  <header>
  </header>
<div class="container">

  <div class="wrapper">
    <h2>Demander un Devis Gratuit</h2>
    <p>Vous souhaitez obtenir un devis afin de faire chiffrer votre futur projet, vous avez des travaux de plomberie à effectuer et vous recherchez un professionnel libre dans votre région, faites nous confiance et faites votre demande de devis sans plus
      tarder..
    </p>
  </div>

  <form method="post" action="data/devis.php">
    <label for="nom">Nom <span class="asterix">*</span></label>
    <input type="text" name="nom" required/>
    <label for="panne">Type d'intervention <span class="asterix">*</span></label>
    <select name="panne">
     <option>Installation</option>
     <option>Réparation</option>
     <option>Entretien</option>
   </select>
    <label for="email">Email</label>
    <input type="email" name="email" />
    <label for="telephone">Tél <span class="asterix">*</span></label>
    <input name="telephone" type="tel" required/>
    <label for="message">Décrivez précisément les travaux que vous souhaitez faire réaliser<span class="asterix">*</span></label>
    <textarea name="message" required></textarea>
    <input id="devis" name="envoi" class="btn" type="submit" value="Envoyer Ma Demande de Devis" />
  </form>
</div>
<footer>
  <img src="assets/img/footer/blacklogo.jpg">
</footer>
</body>

</html>
