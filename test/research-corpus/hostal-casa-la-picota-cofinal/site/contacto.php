<!DOCTYPE html>
<html lang="es">

<head>
    <meta charset="UTF-8">
    <meta http-equiv="X-UA-Compatible" content="IE=edge">
    <meta name="viewport" content="width=device-width, initial-scale=1.0">
    <link rel="shortcut icon" href="favicon.ico">
    <link rel="stylesheet" href="css/picota.css">
    <link rel="stylesheet" href="https://unpkg.com/leaflet@1.0.3/dist/leaflet.css"><title>Hostal Casa La Picota - Contacto</title>
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
<br>
<h1 class="form-labels">¿Tienes alguna duda?</h1>
<br>
    <form action="confirma.php" method="post" id="form-contacto">
    <div class="grupo-label"><label for="nombre" class="form-labels">Nombre : </label></div>
    <input type="text" id="nombre" placeholder="Nombre y/o apellido" required>
    <br>
    <div class="grupo-label"><label for="telefono" class="form-labels">Telefono contacto : </label></div>
    <input type="text" id="telefono" pattern="[0-9]{11}" required>
    <br>
    <div class="grupo-label"><label for="email" class="form-labels">E-mail : </label></div>
    <input type="text" id="email" placeholder="email@serv.com">
    <br>
    <div class="grupo-label"><label for="consulta" class="form-labels">Consulta</label></div><br>
    <textarea name="consulta" id="consulta" cols="60" rows="10" required></textarea>
    <br>
    <button type="submit">Enviar consulta</button>
</form>

<br>
<p class="form-labels">Si lo prefiere puede enviarnos un email a <a href="mailto:info@casalapicota.com">info@casalapicota.com</a> </p>
<br>
<p class="form-labels">Gracias</p>

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