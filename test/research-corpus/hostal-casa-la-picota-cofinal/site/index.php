<!DOCTYPE html>
<html lang="es">

<head>
    <meta charset="UTF-8">
    <meta http-equiv="X-UA-Compatible" content="IE=edge">
    <meta name="viewport" content="width=device-width, initial-scale=1.0">
    <link rel="shortcut icon" href="favicon.ico">
    <link rel="stylesheet" href="css/picota.css">
    <link rel="stylesheet" href="https://unpkg.com/leaflet@1.0.3/dist/leaflet.css"><title>Hostal Casa La Picota</title>
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
    <div id="portada">
        <div class="informacion">
            <h2>Bienvenidos</h2> 
        </div>
        <div class="informacion2">
            <p>Situada en el pueblo de Cofiñal,&nbsp;a 2 km de Puebla de Lillo&nbsp;&nbsp;(<em>Parque Regional de Picos de Europa en&nbsp;León</em>) y a menos de 16 km de la Estación&nbsp;Invernal de San Isidro.</p>        
        </div>
    </div>
   
        <div id="alojamiento">
            <h1>Alojamiento</h1>
                <div class="hostal">
                    <h2>Hostal</h2>
                    <div class="describe">
                    <p>Disponemos de habitaciones dobles y triples, con camas de 90 individuales. Todas las habitaciones están equipadas con tv, calefacción, baño,&nbsp;agua caliente.&nbsp;</p>
                    </div>
                    <div id="img_iz">
                        <a href="img/habitaciones/habitacion_38.jpg" target="_blank">
                        <img src="img/habitaciones/habitacion_38.jpg" ></a>
                    </div>
                    <div>
                        <div class="enlaces">
                            <a href="https://www.booking.com/hotel/es/casa-la-picota.es.html?label=gen173nr-1FCAEoggI46AdIM1gEaDuIAQGYAQq4AQbIAQzYAQHoAQH4AQuIAgGoAgO4At-7uP8FwAIB0gIkOGJmZjg5ZmMtNTk0ZC00MzUwLTgxYTEtZDQ4N2NlNWRmNzA52AIG4AIB;sid=3d4a7bc0e98d6af16c81a0a83bd679e5;dest_id=-378375;dest_type=city;dist=0;group_adults=2;group_children=0;hapos=1;hpos=1;no_rooms=1;room1=A%2CA;sb_price_type=total;sr_order=popularity;srepoch=1609440745;srpvid=577f84b43275005b;type=total;ucfs=1&#hotelTmpl">Ver mas imágenes</a>
                        </div>
                    </div>
                </div>
                <div class="apartamento">
                    <h2>Apartamentos</h2>
                    <div class="describe">
                    <p>Disponemos de dos apartamentos totalmente equipados. Cama de matrimonio, cama supletoria o sofá cama, TV.</p>
                    </div>
                    <div id="img_de">
                        <a href="img/apartamento/apar_1_5.jpg" target="_blank">
                        <img src="img/apartamento/apar_1_5.jpg"></a>
                    </div>
                    <div>
                        <div class="enlaces">
                            <a href="https://www.booking.com/hotel/es/apartamentos-la-picota.es.html?label=gen173nr-1FCAEoggI46AdIM1gEaDuIAQGYAQq4AQbIAQzYAQHoAQH4AQuIAgGoAgO4At-7uP8FwAIB0gIkOGJmZjg5ZmMtNTk0ZC00MzUwLTgxYTEtZDQ4N2NlNWRmNzA52AIG4AIB;sid=3d4a7bc0e98d6af16c81a0a83bd679e5;dest_id=-378375;dest_type=city;dist=0;group_adults=2;group_children=0;hapos=2;hpos=2;no_rooms=1;room1=A%2CA;sb_price_type=total;sr_order=popularity;srepoch=1609440745;srpvid=577f84b43275005b;type=total;ucfs=1&#hotelTmpl">Ver mas imágenes</a>
                        </div>
                    </div>
                </div>
            </div>
        </div>
        <div style="clear:both;"></div>
    
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