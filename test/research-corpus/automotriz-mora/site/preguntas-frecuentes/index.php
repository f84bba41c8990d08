<!DOCTYPE html>
<html class="nojs html" lang="es-MX">
<head>
    <link rel="canonical" href="https://automotriz-mora.com" />
	<meta name="msvalidate.01" content="A68DFB54153C4987F7430A4ECF61D38E" />
    <meta charset="UTF-8">
    <meta name="description"
        content="Servicio mecanico automotriz cdmx df, servicio Especializado en Seat, Audi, Volkswagen, Mini, BMW, Mercedes. Cajas DSG 0am, Motores TSI TDI TFSI, líquidos transmisión, cuerpo de válvulas" />
    <meta name="keywords"
        content="Servicio mecanico automotriz cdmx df, servicio Especializado en Seat, Audi, Volkswagen, Mini, BMW, Mercedes. Cajas DSG 0am, Motores TSI TDI TFSI, líquidos transmisión, cuerpo de válvulas">
    <meta name="generator" content="2015.1.2.344" />

    <meta property="og:title" content="Automotriz Mora" />
    <meta property="og:type" content="website" />
    <meta property="og:image" content="https://automotriz-mora.com/imagesApp/logo.webp" />
    <meta property="og:image:width" content="804" />
    <meta property="og:image:height" content="355" />
    <meta property="og:url" content="https://automotriz-mora.com" />
    <meta property="og:description"
        content="Servicio mecanico automotriz cdmx df, servicio Especializado en Seat, Audi, Volkswagen, Mini, BMW, Mercedes. Cajas DSG 0am, Motores TSI TDI TFSI, líquidos transmisión, cuerpo de válvulas" />

    <meta name="viewport" content="width=device-width, initial-scale=1.0"/>

<link rel="stylesheet" href="/css/style.css?a">
<script src="/js/jquery-3.7.1.min.js" type="text/javascript"></script>

<link rel="icon" type="image/png" href="../favicon/favicon-96x96.png" sizes="96x96" />
<link rel="icon" type="image/svg+xml" href="../favicon/favicon.svg" />
<link rel="shortcut icon" href="../favicon/favicon.ico" />
<link rel="apple-touch-icon" sizes="180x180" href="../favicon/apple-touch-icon.png" />
<link rel="manifest" href="../favicon/site.webmanifest" />
<title>Preguntas Frecuentes</title>

</head>

<body>

<nav style="text-align: center;background-color: white;">

	<table class="navHeader menuEsc" border="0" width="100%">
		<tr>
			<td style="width:20%"> <a href="../"> <img width="135" height="60" alt="logo Automotriz Mora" class="logos" src="../imagesApp/logo.webp" /> </a></td>
			<td id="nosotros"> <a class="rssBtn spc" href="../nosotros/" >nosotros</a></td>
			<td id="servicios"> <a class="rssBtn spc" href="../servicios/" >servicios</a></td> </td>
			<td id="refacciones"> <a class="rssBtn spc" href="../refacciones/" >refacciones</a></td> </td>
			<td id="galeria"> <a class="rssBtn spc" href="../galeria/" >galeria</a></td> </td>
			<td id="atencion-a-flotillas"> <a class="rssBtn spc" href="../atencion-a-flotillas/" >atencion-a-flotillas</a></td> </td>
			
		</tr>
	</table>

	<table class="navHeader menuMobil" border="0" width="100%">
		<tr>
			<td width="20%"> <a href="/"> <img width="135" height="60" alt="logo Automotriz Mora" class="logos logoMobil_" src="../imagesApp/logo.webp" /> </a></td>
		</tr>
	</table>

	<!-- menu desplegable lateral en caso de requerirse subpaginas -->
<div class="menuLateral">
  <!-- <table style="width: 80%;">
    <tr>
      <td>
        <div class="categoSec">
          <table><tr><td style="text-align: left;">🏠  Inicio</td></tr></table>
        </div>
        <div class="categoSec">
          <table><tr><td style="text-align: left;">🎦  Nuevos</td></tr></table>
        </div>
        <div class="categoSec">
          <table><tr><td style="text-align: left;">⭐  Populares</td></tr></table>
        </div>
        <div class="categoSec">
          <table><tr><td style="text-align: left;">👍  Favoritos</td></tr></table>
        </div>
        <div class="categoSec">
          <table><tr><td style="text-align: left;">🕐  Historial</td></tr></table>
        </div>
      </td>
    </tr>
  </table> -->
  <a href="../nosotros/" target="_self"><p class="subMenu">nosotros</p></a>
  <a href="../servicios/" target="_self"><p class="subMenu">servicios</p></a>
  <a href="../refacciones/" target="_self"><p class="subMenu">refacciones</p></a>
  <a href="../galeria/" target="_self"><p class="subMenu">galeria</p></a>
  <a href="../atencion-a-flotillas/" target="_self"><p class="subMenu">atencion-a-flotillas</p></a>
  
    
</div>
<div class="menuBTNflotante"><img alt="menu movil" onclick="menuLateral()" width="45" height="45" src="/imagesApp/menuMobile.svg" /></div>

</nav>
<div class="secciones">

    <table width="100%" border="0">
        <tr>
            <td><p class="seccion">preguntas frecuentes</p></td>
        </tr>
        <tr>
            <td>
               
            </td>
        </tr>
        <tr>
            <td>
    
                <table width="100%" style="max-width: 800px;display: inline-table;text-align: left;">
                    <tbody><tr>
                        <td style="padding: 10px;">

                            <h4 id="pregunta1">1 ¿Porque son caros?</h4>
                            <div>
                                No somos caros, tenemos dos situaciones, la primera es que vienen de otros talleres, donde el precio es menor y el cliente obtiene una mala reparación, se tiene que invertir nuevamente con un precio mas alto (el que corresponde al servicio). La segunda es que al no hacer un mantenimiento preventivo el coche llega a la situation de requerir una reparación correctiva lo cual implica la reparación de la piezas dañadas y las que se afectaron por esta razon.
                            </div>
                            <br>

                            <h4 id="pregunta2">2 ¿Porque se cobra diagnostico por sistema o área?</h4>
                            <div>
                                Nuestros vehículos tienen diferentes sistemas y complejidades: Hablemos del motor y la transmisión que son componentes clave del vehículo, pero son sistemas separados con sus propias complejidades. Diagnosticar un problema en el motor puede requerir un conjunto diferente de herramientas y conocimientos en comparación con la transmisión. Cada sistema tiene sus propios sensores y componentes específicos que deben ser evaluados. Tiempo y recursos adicionales: Diagnosticar problemas en diferentes secciones del vehículo puede requerir más tiempo y recursos. Por ejemplo, puede ser necesario desmontar ciertas partes para acceder a componentes específicos, y esto lleva tiempo y trabajo adicional. Especialización: Algunos talleres pueden tener especialistas en motores y otros en transmisiones. Cobrar por separado por cada diagnóstico permite que los mecánicos especializados se enfoquen en su área de expertise, lo que puede resultar en diagnósticos más precisos y soluciones más efectivas. Claridad en los costos: Cobrar por separado por cada sección del vehículo brinda una mayor claridad a los clientes sobre los costos asociados con el diagnóstico. Esto les permite tomar decisiones informadas sobre qué reparaciones autorizar y cuánto están dispuestos a invertir en el mantenimiento de su vehículo. Transparencia: Al desglosar los costos del diagnóstico por sección, se demuestra transparencia en la facturación. Los clientes pueden ver claramente cuánto se cobra por cada parte del proceso, lo que ayuda a evitar malentendidos y disputas. Personalización: Cada vehículo y situación pueden ser únicos, y algunos problemas pueden estar relacionados con una sección específica del vehículo. Cobrar por separado por cada diagnóstico permite un enfoque más personalizado en la solución de problemas. Inversión en equipos y capacitación: Los talleres deben invertir en equipos y capacitación específicos para diagnosticar problemas en motores, transmisiones y otras secciones del vehículo. Cobrar por separado por cada diagnóstico ayuda a cubrir estos costos. En resumen, cobrar un diagnóstico por cada sección del vehículo tiene sentido debido a las diferencias en complejidad, tiempo, recursos, especialización y costos asociados con cada sistema. Esto permite a los talleres brindar un servicio de diagnóstico más preciso y transparente a sus clientes.
                            </div>
                            <br>
                            
                            <h4 id="pregunta3">3 ¿Qué es el Mantenimiento Preventivo?</h4>
                            <div>
                                El mantenimiento preventivo es el servicio regular de su vehículo que lo ayuda a tener a su automóvil funcionando de manera eficiente y eliminando posibles problemas que pueden dejarlo varado. Los fabricantes saben que un automóvil con el mantenimiento adecuado será más confiable, más seguro, durará más y aumentará su satisfacción con su producto. El mantenimiento preventivo incluye además de sus 30 puntos de seguridad Interior del vehículo Alumbrado, intermitentes,luz de marcha,luz de curva estática (comprobar). Luces interiores, encendedores, tomas de corriente, bocina y testigos (comprobar). Cinturones de seguridad comprobar retenciones y bloqueo automático. Indicador de intervalos de cambio de aceite e inspección (reiniciar). Exterior del vehículo Sistema limpiaparabrisas y lavafaros (ajustar). Carrocería comprobar la corrosión visible. Techo corredizo (verificar ruidos, limpiar y engrasar carriles guía y limpiar derivabrisas). Parabrisas (verificar daños). Cerradura del cofre de motor(limpiar, comprobar fijación y engrasar (solo Toledo) Llantas Comprobar estado banda de rodadura presión de inflado y profundidad. Calibrar el testigo de control de lo neumaticos Bajo el vehículo Vaciar el aceite de motor, sustituir el filtro de aceite y tapón carter. Grosor de las pastilla y estado d elos discos de freno delanteros y traseros Sistema de gases de escape (verificar fijaciones, ausencia de fugas y daños). Revestimiento y protección de bajas, cableado y tapones (verificar daños) Sistema de frenos (comprobar ausencia de fugas y daños). Sistema de amortiguadores (comprobar ausencia de fugas y daños). Correa Poly-V (comprobar estado). Motor y componentes del hueco del motor (comprobacion visual de perdidas y daños). Rótulas y cojinetes de brazos oscilantes bieletas y soportes de barra estabilizadora. Muelles helicoidales y topes elásticas delante y detrás (comprobar daños visualmente). Hueco del motor Aceite de motor (rellenar y verificar nivel). Batería (comprobar estado y carga) Motor y componentes del hueco del motor (comporbacion visual de perdidas y daños). Liquido anticongelante y limpia parabrisas (verificar nivel y rellenar si es necesario). Liquido de frenos (comprobador nivel en función del desgaste de pastillas). Trabajos finales Reglaje de los faros (comprobar y realizar ajustes si es necesario). Calcomanía de próximo servicio (anotar fecha kilometraje y aplicarla ne el poste B). Herramientas de a bordo y triángulo de preseñalización (comprobar). Recorrido de prueba (sólo en caso que el cliente manifieste una falla que lo requiera).
                            </div>
                            <br>
                            
                            <h4 id="pregunta4">4 ¿Qué mantenimiento debo hacer y cuándo?</h4>
                            <div>
                                Estas son recomendaciones de servicio genéricos basadas únicamente en el tiempo o el kilometraje, no en la apariencia visual o la medición (tanteo). Su propósito es prolongar la vida útil de su vehículo y ayudar a prevenir averías. Los requisitos de su vehículo pueden diferir según los hábitos de manejo y/o las recomendaciones del manual del propietario. Consulte el manual del propietario y con su mecánico de automóviles para obtener información específica. aceite - lubricante - filtro: 5000 km a 8000 km rotación de llantas: 5,00 a 8,000 km dependiendo del estilo de llanta válvula pcv: anualmente, reemplace y dé servicio al sistema pcv diagnóstico completo del coche: anualmente y antes de la compra o venta filtro de combustible: anualmente o según sea necesario servicio de batería: anualmente o según sea necesario aire acondicionado: comprobar cada primavera o cuando sea necesario refrigerante del radiador: cada dos años, enjuague lavado del sistema de frenos: cada año lavado del sistema de embrague: cada año tapa del radiador: reemplazar cada dos años lavado de aceite del motor: 2 años o 50,000 km cambio de aceite automática de la transmisión: 2 años o 40,000 km lavado de dirección asistida: 2 años o 40,000 km servicio del sistema egr: 2 años o 40,000 km servicio del cuerpo del acelerador: 2 años o 50,000 millas o según sea necesario mangueras de radiador y calentador: 4 años o 100,000 km correas de transmisión: 4 años o 100,000 km correa de distribución: 4 años o 100,000 km líquido diferencial: 25,000 a 80,000 km servicio trans manual: 25,000 a 80,000 km válvulas: ajuste según el manual del propietario escanear los códigos de la computadora: cuando la luz ámbar "check engine" está encendida sensor de oxígeno: según el manual del propietario o según sea necesario
                            </div>
                            <br>
                            
                            <h4 id="pregunta5">5 ¿Cómo sé cuándo mi coche necesita un diagnóstico?</h4>
                            <div>
                                Es posible que vea aumento de consumo de gasolina. Su vehículo puede comenzar a funcionar con dificultad. Si se enciende la luz de verificación del motor, eso también podría ser un indicador de que su vehículo necesita un diagnóstico.
                            </div>
                            <br>
                            
                            <h4 id="pregunta6">6 ¿Cómo debo preparar mi coche para un viaje por carretera?</h4>
                            <div>
                                Solicita revisión de los 30 puntos de seguridad.
                            </div>
                            <br>
                            
                            <h4 id="pregunta7">7 ¿Por qué mis frenos chillan?</h4>
                            <div>
                                Los frenos pueden chillar por una variedad de razones, pero los chillidos continuos pueden significar que es hora de cambiar las las pastillas(balatas) de freno. Frenos gastados pueden significar distancias de frenado más largas y dificultad para detenerse en situaciones de emergencia. Las balatas y tambores que son demasiado delgados pueden incluso sobrecargarse y romperse. Recuerde, si nota alguno de estos síntomas, es una buena idea que revise sus frenos.
                            </div>
                            <br>
                            
                            <h4 id="pregunta8">8 ¿Por qué necesito cambiar el aceite de mi motor cada 5,000 km?</h4>
                            <div>
                                El aditivo en el aceite comienza a descomponerse tan pronto como se calienta a altas temperaturas. El motor de su vehículo alcanzará más de 200 grados casi cada vez que lo conduzca. La historia ha demostrado que la marca de 5,000 km es un buen intervalo para reemplazar el aceite del motor. Nunca querrá simplemente drenar el aceite de su motor y poner aceite nuevo sin cambiar el filtro de aceite. El filtro de aceite tendrá alrededor de un cuarto de galón de aceite. Si no cambia el filtro de aceite cuando cambia el aceite del motor de su vehículo, está combinando el aceite de motor limpio con aceite de motor deteriorado y esto disminuirá la eficacia del nuevo aceite de motor que acaba de poner en su vehículo.
                            </div>
                            <br>
                            
                            <h4 id="pregunta9">9 ¿Qué significa si se enciende la luz de "Check engine"?</h4>
                            <div>
                                Hay muchos sensores y componentes computarizados que administran el rendimiento y las emisiones del motor de su vehículo. Cuando uno de esta falla, la luz de "Check engine" se enciende. Aunque parezca que su automóvil funciona bien, es importante abordar el problema para evitar problemas a largo plazo.
                            </div>
                            <br>
                            
                            <h4 id="pregunta10">10 ¿Qué debo hacer si mi automóvil comienza a sobrecalentarse?</h4>
                            <div>
                                Este es un problema muy serio: si su automóvil se sobrecalienta durante demasiado tiempo, puede dañar su motor. ¡Lo antes posible, busque un lugar seguro para salir de la carretera y apague el motor! No intente verificar el nivel de líquido en el radiador; el líquido caliente puede causar quemaduras graves. Lo mejor que puede hacer es remolcar su automóvil a Mora Automotriz.
                            </div>
                            <br>
                            
                            <h4 id="pregunta11">11 ¿Por qué el aceite de motor es de color marrón lechoso?</h4>
                            <div>
                                El aceite de motor de color marrón lechoso es una indicación de refrigerante en el aceite. Esto puede ser causado por una junta de cabeza quemada (u otra junta), un enfriador de transmisión defectuoso o carcasas rotas. Esta condición es muy grave y debe ser revisada por un técnico de inmediato.
                            </div>
                            <br>
                            
                            <h4 id="pregunta12">12 ¿Cómo me aseguro de que la batería de mi auto tenga una buena conexión eléctrica?</h4>
                            <div>
                                Los cables y terminales de la batería deben limpiarse e inspeccionarse periódicamente para asegurarse de que proporcionen una buena conexión eléctrica
                            </div>
                            <br>
                            
                            <h4 id="pregunta13">13 ¿Debo considerar usar aceite de motor sintético en mi vehículo?</h4>
                            <div>
                                Los aceites de motor sintéticos pueden ser una buena opción para motores de alto rendimiento, turboalimentados o sobrealimentados. O para vehículos que se usan para remolcar (especialmente durante clima cálido) y vehículos que operan en climas extremadamente fríos o cálidos. Aunque son más caros que los aceites de base mineral, los aceites de motor sintéticos pueden mejorar la economía de combustible y proporcionar intervalos más largos entre cambios.
                            </div>
                            <br>
                            
                            <h4 id="pregunta14">14 ¿Cuándo debo reemplazar el filtro de combustible de mi automóvil?</h4>
                            <div>
                                Para ayudar a garantizar un rendimiento confiable y sin problemas, reemplace el filtro de combustible de su automóvil aproximadamente cada 50,000 km o según lo recomendado en el manual del propietario de su vehículo.
                            </div>
                            <br>
                            
                            <h4 id="pregunta15">15 ¿Cuándo debo cambiar mis bujías?</h4>
                            <div>
                                Para obtener la máxima economía de combustible y el máximo rendimiento del motor, sus bujías deben reemplazarse cada 30 meses o 50,000 km, a menos que su vehículo esté equipado con bujías con punta de platino de 160,000 km.
                            </div>
                            <br>
                            
                            <h4 id="pregunta16">16 ¿Necesito reemplazar un fusible quemado, qué debo hacer?</h4>
                            <div>
                                Siempre reemplace los fusibles quemados con otros del mismo amperaje (impreso en el fusible) y tenga en cuenta que, si un fusible continúa "quemándose", uno de nuestros técnicos debe revisar el circuito profesionalmente para detectar fallas.
                            </div>
                            <br>
                            
                            <h4 id="pregunta17">17 ¿Con qué frecuencia reviso el anticongelante? ¿Es necesario cambiarlo?</h4>
                            <div>
                                Debe revisar el anticongelante y el aceite al menos cada dos veces que llene gasolina en los autos más nuevos y cada vez que llene en los autos más antiguos con un alto kilometraje.
                            </div>
                            <br>
                            
                            <h4 id="pregunta18">18 ¿Cuánto duran las bujías?</h4>
                            <div>
                                Esto depende del tipo de bujías que tenga su automóvil. Es más probable que los autos más viejos (de 15 a 20 años) tengan enchufes estándar y duren entre 20,000 y 24,000 km, los modelos más nuevos hasta el año 2000 tienen punta de platino y durarán 48,000 km. Algunos 2000 y más nuevos tienen bujías con punta de iridio y recorrerán entre 144,000 y 160,000 km
                            </div>
                            <br>
                            
                            <h4 id="pregunta19">19 ¿Por qué debería pedirle que realice una inspección previa a la compra de un automóvil antes de comprarlo?</h4>
                            <div>
                                Al comprar un auto usado, es imperativo que sepas en lo que te estás metiendo. Quiere asegurarse de no obtener más de lo que esperaba. Realizamos en Mora Automotriz una inspección minuciosa tanto por dentro como por fuera. Comprobamos daños en la carrocería que puedan estar cubiertos con pasta y pintura. También nos aseguramos de que el vehículo esté en buenas condiciones mecánicas revisando el motor, el tren de transmisión, las correas y las mangueras. También hacemos un control de seguridad completo que incluye los frenos y buscamos daños y desgaste en la suspensión. No quieres sorpresas después de haber comprado el coche. No podemos ver todo, pero podemos ver mucho. Un beneficio adicional de tener una inspección profesional es que contará con información adicional cuando negocie un precio de venta.
                            </div>
                            <br>
                            
                            <h4 id="pregunta20">20 ¿Debo dar mantenimiento a mi transmisión, aunque se supone que debe tener un fluido "de por vida"?</h4>
                            <div>
                                En estos tiempos de economía en recesión, el mantenimiento preventivo está siendo suspendido por muchas personas que intentan estirar el sueldo. Lo entendemos totalmente, pero en este caso, no estamos de acuerdo, esta es la mejor opción. Un peso gastado en mantenimiento hoy bien puede ahorrarle diez pesos mañana. Muchos fabricantes están tratando de mostrar costos anuales de mantenimiento más bajos mediante el uso de lo que denominan fluidos "de por vida". Siempre nos hemos preguntado que es "de por vida”, Estamos viendo una gran cantidad de fallas en la transmisión en automóviles del grupo VAG de alta gama que podrían haberse evitado con servicios de transmisión regulares, cada 48,000 km. ¡Le sugerimos enfáticamente que realice un mantenimiento regular de su transmisión para prolongar su vida útil, ahorrar dinero y darle tranquilidad a usted y a su familia!
                            </div>
                            <br>
                            
                            <h4 id="pregunta21">21 ¿Cuánto cuesta reparar unidad mecatrónica dsg?</h4>
                            <div>
                                Los costos totales dependen de los códigos de falla que deben repararse.
                            </div>
                            <br>
                            
                            <h4 id="pregunta22">22 Tengo una unidad mecatrónica defectuosa en mi coche. ¿puedo reemplazar la unidad defectuosa con la unidad usada que se toma de un coche similar, debe funcionar en mi coche?</h4>
                            <div>
                                No, es por eso que obtendrá una versión incorrecta y causa dificultades en la capacidad de conducción, puntos de cambio incorrectos, controles sincronizados incorrectamente entre TCM y ECU, desgaste del embrague demasiado temprano y rápido, códigos de falla o la unidad mecatrónica no funcionará en absoluto, etc. ¡Es por eso que la unidad mecatrónica que se toma de otro automóvil DEBE tener la misma versión HW y DEBE volver a actualizarse con el software específico del automóvil!
                            </div>
                            <br>
                            
                        </td>
                    </tr>
                </tbody></table>

            </td>
        </tr>
    </table>

<style>

.index{
    padding: 5px 0px;
    background-color: #FCD22D;
    font-weight: bold;
    font-size: 18px;
    text-align: center;
}

#indice {
  top: 20px;
  left: 20px;
  padding: 10px;
  border-radius: 8px;
  margin-right: 20px;
  font-size: 16px;
  margin-left: 14px;
}

.iconoIndex{
    width: 30px;
    height: 30px;
    border: solid 3px black;
    border-radius: 100px;
    padding: 4px;
}

li {
    opacity: 0.6;
    transition: opacity 0.3s;
    cursor: pointer;
}
li:hover{
    opacity: 1;
}

#indice li {
    border-bottom: solid 2px #FCD22D;
    padding: 10px 0px;
}
#indice li a {
    color: black;
}

.indiceLateral{
    text-align: left; 
    background-color: white;
    width: 380px;
    position: fixed;
    right: -390px;
    z-index: 444;
    bottom: 27%;
    height: 450px;
    overflow-y: auto;
    box-shadow: 1px 2px 10px rgba(0, 0, 0, 0.5);
    padding-left:10px;
}

.indiceFlotante{
    width: 45px;
    position: fixed;
    right: -2px;
    bottom: 19%;
    background-color: white;
    border-radius: 100px 0px 0px 100px;
    height: 45px;
    padding: 2px;
    cursor: pointer;
    z-index: 1;
    border: solid 2px #bfdbeb;
}
</style>

<div class="indiceLateral">
    <p class="index">Índice de Preguntas</p>
   <ol id="indice">
        <li><a href="#pregunta1">¿Porque son caros?</a></li>
        <li><a href="#pregunta2">¿Porque se cobra diagnostico por sistema o área?</a></li>
        <li><a href="#pregunta3">¿Qué es el Mantenimiento Preventivo?</a></li>
        <li><a href="#pregunta4">¿Qué mantenimiento debo hacer y cuándo?</a></li>
        <li><a href="#pregunta5">¿Cómo sé cuándo mi coche necesita un diagnóstico?</a></li>
        <li><a href="#pregunta6">¿Cómo debo preparar mi coche para un viaje por carretera?</a></li>
        <li><a href="#pregunta7">¿Por qué mis frenos chillan?</a></li>
        <li><a href="#pregunta8">¿Por qué necesito cambiar el aceite de mi motor cada 5,000 km?</a></li>
        <li><a href="#pregunta9">¿Qué significa si se enciende la luz de "Check engine"?</a></li>
        <li><a href="#pregunta10">¿Qué debo hacer si mi automóvil comienza a sobrecalentarse?</a></li>
        <li><a href="#pregunta11">¿Por qué el aceite de motor es de color marrón lechoso?</a></li>
        <li><a href="#pregunta12">¿Cómo me aseguro de que la batería de mi auto tenga una buena conexión eléctrica?</a></li>
        <li><a href="#pregunta13">¿Debo considerar usar aceite de motor sintético en mi vehículo?</a></li>
        <li><a href="#pregunta14">¿Cuándo debo reemplazar el filtro de combustible de mi automóvil?</a></li>
        <li><a href="#pregunta15">¿Cuándo debo cambiar mis bujías?</a></li>
        <li><a href="#pregunta16">¿Necesito reemplazar un fusible quemado, qué debo hacer?</a></li>
        <li><a href="#pregunta17">¿Con qué frecuencia reviso el anticongelante? ¿Es necesario cambiarlo?</a></li>
        <li><a href="#pregunta18">¿Cuánto duran las bujías?</a></li>
        <li><a href="#pregunta19">¿Por qué debería pedirle que realice una inspección previa a la compra de un automóvil antes de comprarlo?</a></li>
        <li><a href="#pregunta20">¿Debo dar mantenimiento a mi transmisión, aunque se supone que debe tener un fluido "de por vida"?</a></li>
        <li><a href="#pregunta21">¿Cuánto cuesta reparar unidad mecatrónica dsg?</a></li>
        <li><a href="#pregunta22">Tengo una unidad mecatrónica defectuosa en mi coche. ¿puedo reemplazar la unidad defectuosa con la unidad usada que se toma de un coche similar, debe funcionar en mi coche?</a></li>
    </ol>
</div>
<div class="indiceFlotante">
    <div onclick="indiceLateral()" class="iconoIndex">
        <svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 24 24" stroke-width="1.5" stroke="currentColor" class="size-6">
            <path stroke-linecap="round" stroke-linejoin="round" d="M19.5 14.25v-2.625a3.375 3.375 0 0 0-3.375-3.375h-1.5A1.125 1.125 0 0 1 13.5 7.125v-1.5a3.375 3.375 0 0 0-3.375-3.375H8.25m5.231 13.481L15 17.25m-4.5-15H5.625c-.621 0-1.125.504-1.125 1.125v16.5c0 .621.504 1.125 1.125 1.125h12.75c.621 0 1.125-.504 1.125-1.125V11.25a9 9 0 0 0-9-9Zm3.75 11.625a2.625 2.625 0 1 1-5.25 0 2.625 2.625 0 0 1 5.25 0Z" />
        </svg>
    </div>
</div>


<script>
    const path = window.location.pathname;
	const seccion = path.replace(/^\/|\/$/g, '');
	console.log({ seccion })
	if( seccion !== ''){
		$('#'+seccion).css('border-bottom', 'solid');
	}
</script>
<script>

mostrado = false;
function menuLateral(){

	if( mostrado ){
	  $(".menuLateral").animate({"right": "-320px"}, 500); mostrado = false;$(".fondoNegroB").fadeOut();
	}else{
	  $(".menuLateral").animate({"right": "+=300px"}, 500); mostrado = true;$(".fondoNegroB").fadeIn();
	}
  }
      function responsive(){
    	let anchoVentana = $(window).width();

    	let a = (anchoVentana < 903) ? '.webDisplay' : '.mobilDisplay' ;
    	let b = (anchoVentana < 903) ? '.mobilDisplay' : '.webDisplay' ;
    	let c = (anchoVentana < 903) ? '.menuEsc' : '.menuMobil' ;
    	let d = (anchoVentana < 903) ? '.menuMobil' : '.menuEsc' ;
		let e = (anchoVentana < 903) ? $('.menuBTNflotante').css('display', 'inline-block') : $('.menuBTNflotante').css('display', 'none');

    	$(a).css('display', 'none');
    	$(b).css('display', 'inline-block');

    	$(c).css('display', 'none');
    	$(d).css('display', 'inline-table');
    }

    $(window).resize(function(event) { responsive() });

    responsive();
</script>
<footer>
	<table width="100%" style="background-color:#000;color: white;">
		<tr>
			<td>
				<table class="footerTable">
					<tr>
						<td width="33%">
							<a class="rssBtn" style="padding:5px" href="../preguntas-frecuentes">Preguntas</a>
						</td>
						<td width="33%">
							<a class="rssBtn" style="padding:5px" href="../contacto">Contacto</a>
						</td>
						<td width="33%">
							<a class="rssBtn" style="padding:5px" target="_blank" href="https://automotrizmora.com/blog/">Blog</a>
						</td>						
					</tr>
				</table>
			</td>
		</tr>
        <tr>
			<td height="120"> 
                <a href="http://dsg.automotrizmora.com/">
                    <img alt="logo omnibus de mexico" loading="lazy" class="rssBtn" width="250" height="33" style="display: inline-block;" src="../imagesApp/logoblanco.svg" >
                </a>
            </td>
		</tr>
		<tr>
			<td>
				<table>
					<tr>
						<td>
							<a href="https://www.facebook.com/AutomotrizMoraVAGSpecialist/" target="_blank">
								<img alt="Facebook" class="facebook rssBtn" src="../imagesApp/facebook.svg" width="35" height="35">
							</a>
						</td>
						<td>
							<a href="https://api.whatsapp.com/send?phone=5215541806214" target="_blank">
								<img alt="Whatsapp" class="whatsapp rssBtn" src="../imagesApp/whatsapp.svg" width="35" height="35">
							</a>
						</td>
						<td>
							<a href="https://twitter.com/MoraAutomotriz" target="_blank">
								<img alt="X" class="x rssBtn" src="../imagesApp/twitter.svg" width="35" height="35">
							</a>
						</td>
						<td>
							<a href="https://www.instagram.com/automotrizmora/" target="_blank">
								<img alt="Instagram" class="instagram rssBtn" src="../imagesApp/instagram.svg" width="35" height="35">
							</a>
						</td>
						<td>
							<a href="contacto@automotrizmora.com" target="_blank">
								<img alt="Email" class="email rssBtn" src="../imagesApp/email.svg" width="35" height="35">
							</a>
						</td>
					</tr>
					
				</table>
			</td>
		</tr>
		<tr>
			<td height="50" class="footerTable">
				<table class="footer_aviso" border="0">
					<tr>
						<td>
                            <div>SUCURSAL ÁGUILAS</div>
                        </td>
						<td>
                            <div>SUCURSAL CENTENARIO</div>
                        </td>
					</tr>
					<tr>
						<td>

						<div>
							<a href="tel:5576055940" target="_blank">
								<div class="conTelefono rssBtn">
									<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16" fill="currentColor" class="size-2 minicon">
										<path fill-rule="evenodd" d="m3.855 7.286 1.067-.534a1 1 0 0 0 .542-1.046l-.44-2.858A1 1 0 0 0 4.036 2H3a1 1 0 0 0-1 1v2c0 .709.082 1.4.238 2.062a9.012 9.012 0 0 0 6.7 6.7A9.024 9.024 0 0 0 11 14h2a1 1 0 0 0 1-1v-1.036a1 1 0 0 0-.848-.988l-2.858-.44a1 1 0 0 0-1.046.542l-.534 1.067a7.52 7.52 0 0 1-4.86-4.859Z" clip-rule="evenodd" />
									</svg>
									55 7605 5940
								</div>
							</a>
						</div>
						
						<div>
							<a href="tel:5587178827" target="_blank">
								<div class="conTelefono rssBtn">
									<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16" fill="currentColor" class="size-2 minicon">
										<path fill-rule="evenodd" d="m3.855 7.286 1.067-.534a1 1 0 0 0 .542-1.046l-.44-2.858A1 1 0 0 0 4.036 2H3a1 1 0 0 0-1 1v2c0 .709.082 1.4.238 2.062a9.012 9.012 0 0 0 6.7 6.7A9.024 9.024 0 0 0 11 14h2a1 1 0 0 0 1-1v-1.036a1 1 0 0 0-.848-.988l-2.858-.44a1 1 0 0 0-1.046.542l-.534 1.067a7.52 7.52 0 0 1-4.86-4.859Z" clip-rule="evenodd" />
									</svg>
									55 8717 8827
								</div>
							</a>
						</div>

                        </td>
						<td>

						<div>
							<a href="tel:5575941185" target="_blank">
								<div class="conTelefono rssBtn">
									<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16" fill="currentColor" class="size-2 minicon">
										<path fill-rule="evenodd" d="m3.855 7.286 1.067-.534a1 1 0 0 0 .542-1.046l-.44-2.858A1 1 0 0 0 4.036 2H3a1 1 0 0 0-1 1v2c0 .709.082 1.4.238 2.062a9.012 9.012 0 0 0 6.7 6.7A9.024 9.024 0 0 0 11 14h2a1 1 0 0 0 1-1v-1.036a1 1 0 0 0-.848-.988l-2.858-.44a1 1 0 0 0-1.046.542l-.534 1.067a7.52 7.52 0 0 1-4.86-4.859Z" clip-rule="evenodd" />
									</svg>
									55 7594 1185
								</div>
							</a>
						</div>
						
						<div>
							<a href="tel:5541806214" target="_blank">
								<div class="conTelefono rssBtn">
									<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16" fill="currentColor" class="size-2 minicon">
										<path fill-rule="evenodd" d="m3.855 7.286 1.067-.534a1 1 0 0 0 .542-1.046l-.44-2.858A1 1 0 0 0 4.036 2H3a1 1 0 0 0-1 1v2c0 .709.082 1.4.238 2.062a9.012 9.012 0 0 0 6.7 6.7A9.024 9.024 0 0 0 11 14h2a1 1 0 0 0 1-1v-1.036a1 1 0 0 0-.848-.988l-2.858-.44a1 1 0 0 0-1.046.542l-.534 1.067a7.52 7.52 0 0 1-4.86-4.859Z" clip-rule="evenodd" />
									</svg>
									55 4180 6214
								</div>
							</a>
						</div>

                        </td>
					</tr>
				</table>
			
		</tr>
		<tr style="background-color:black;">
			<td class="footerTable" style="padding:20px 0px;"> © 2026 Automotriz Mora. Todos los derechos reservados.</td>
		</tr>
	</table>
</footer>

</div>

<script>
    $(document).ready(function() {
        $('#indice a').on('click', function(e) {
            e.preventDefault();

            indiceLateral();
            const destino = $(this).attr('href');
            $('html, body').animate({ scrollTop: $(destino).offset().top - 30 }, 600); 
        });
    });

</script>
<script>

mostrado = false;
function indiceLateral(){

	if( mostrado ){
	  $(".indiceLateral").animate({"right": "-390px"}, 500); mostrado = false;$(".fondoNegroB").fadeOut();
	}else{
	  $(".indiceLateral").animate({"right": "+=370px"}, 500); mostrado = true;$(".fondoNegroB").fadeIn();
	}
  }

</script>

</body>
</html>

