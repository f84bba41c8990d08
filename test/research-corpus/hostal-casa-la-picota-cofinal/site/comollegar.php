<!DOCTYPE html>
<html lang="es">

<head>
    <meta charset="UTF-8">
    <meta http-equiv="X-UA-Compatible" content="IE=edge">
    <meta name="viewport" content="width=device-width, initial-scale=1.0">
    <link rel="shortcut icon" href="favicon.ico">
    <link rel="stylesheet" href="css/picota.css">
    <link rel="stylesheet" href="https://unpkg.com/leaflet@1.0.3/dist/leaflet.css"><title>Hostal Casa La Picota - Como llegar</title>
</head>
<body>
<header>
    <div id="logo">
        <a href="index.php">
            <img src="img/logo.png" alt="Logo del hostal Casa La Picota">
        </a>
    </div>
    <div id="informa">
        <a href="informacion.php">
            <p>Info<br>COVID 19</p>
        </a>
    </div>
    <nav id="menu">
        <ul class="menu_items">
            <li><a href="index.php">Inicio</a></li>
            <li><a href="alojamiento.php">Alojamiento</a></li>
            <li><a href="reservas.php">Reservas</a></li>
            <li><a href="comollegar.php">Cómo llegar</a></li>
            <li><a href="contacto.php">Contacto</a></li>
        </ul>
    </nav>
    <div style="clear: both;">&nbsp;</div>
</header><main>

<h1>Cómo llegar</h1>
<script src="https://unpkg.com/leaflet@1.0.3/dist/leaflet.js"></script>	  
<div id="map" class="map map-home" style="margin:12px 0 12px 0;height:400px;"></div>
<script>
	var osmUrl = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
		osmAttrib = '&copy; <a href="http://openstreetmap.org/copyright">OpenStreetMap</a> contributors',
		osm = L.tileLayer(osmUrl, {maxZoom: 18, attribution: osmAttrib});
	var map = L.map('map').setView([43.0320548, -5.2692152], 17).addLayer(osm);
	L.marker([43.0320548, -5.2692152])
		.addTo(map)
		.bindPopup('Hostal Casa La Picota')
		.openPopup();
</script>
<p><em>Este mapa ha sido obtenido de OpenStreetMap con Leaflet</em></p>
</main>
    <footer class="bloque-pie">

    <div class="b1">
        <div>
            <h4><strong><em>Hostal Casa La Picota</em></strong></h4>
            <ul>
                <li><a href="index.php">Inicio</a></li>
                <li><a href="alojamiento.php">Alojamiento</a></li>
                <li><a href="reservas.php">Reservas</a></li>
                <li><a href="comollegar.php">Cómo llegar</a></li>
                <li><a href="contacto.php">Contacto</a></li>
            </ul>
            <p>La Picota © 2021</p>
        </div>
    </div>
    <div class="b2">
        <div class="boton-mapa">
            <a href="https://goo.gl/maps/8tuKBuZ6oBadpfaW7"><button>Ubicación GMaps</button></a>
        </div>
        <div>
            <p>Crta. Boñar - Puerto Tarna, 35 <br>Cofiñal - Puebla de Lillo</p>
        </div>
        <div>
            <p>+34 655 98 95 02</p>
        </div>
        <div>
            <p><a href="mailto:info@casalapicota.com" target="_blank">info@casalapicota.com</a></p>
        </div>
        <div>
            Acerca de | Legal | Privacidad
        </div>
    </div>
    <div class="b3">
        <div>
            <h4>Acerca de La Picota</h4>
            <p>El hostal, es una casa de dos plantas, con porche y jardín, distribuida en salón común, con chimenea&nbsp;y tv, comedor para desayunos y siete habitaciones.&nbsp;&nbsp;Cada una de ellas de un color y decoración diferentes, que le da su nombre.
            </p>
            <div>
                <a href="https://es-es.facebook.com/HotelRuralLaPicota" target="_blank">Facebook</a>
                <a href="https://www.instagram.com/hostalcasalapicota">Instagram</a>
                <a href="#"><i class="fa fa-twitter"></i>Twitter</a>
            </div>
        </div>
    </div>
    <div style="clear:both;"></div>
</footer>
</body>

</html>