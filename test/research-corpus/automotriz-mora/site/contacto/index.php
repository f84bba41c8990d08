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
<title>Contacto</title>

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
<style>

.fichaDireccion{
    background-color: #0099cc;
    max-width: 350px;
    text-align: left;
    color: white;
    padding: 6px;
    border-radius: 8px;
    vertical-align: top;
    margin: 5px;
}

.icono{
    width: 20px;
    height: 20px;
    padding: 10px;
    color: white;
}

.tableFrame{
    width: 100%;
    max-width:500px;
}

iframe{
    border-radius: 15px;
}

</style>

<div class="secciones">

    <table width="100%" border="0">
        <tr>
            <td><p class="seccion">mora automotríz centenario</p></td>
        </tr>
        <tr>
            <td>

                <table class="fichaDireccion" border="0">
                  <tr>
                    <td>
                        <div class="icono">
                            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16" fill="currentColor" class="size-4">
                                <path fill-rule="evenodd" d="m7.539 14.841.003.003.002.002a.755.755 0 0 0 .912 0l.002-.002.003-.003.012-.009a5.57 5.57 0 0 0 .19-.153 15.588 15.588 0 0 0 2.046-2.082c1.101-1.362 2.291-3.342 2.291-5.597A5 5 0 0 0 3 7c0 2.255 1.19 4.235 2.292 5.597a15.591 15.591 0 0 0 2.046 2.082 8.916 8.916 0 0 0 .189.153l.012.01ZM8 8.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z" clip-rule="evenodd" />
                            </svg>
                        </div>
                    </td>
                    <td colspan="3">Av. Centenario #607 Colonia Lomas de Tarango Delegación Álvaro Obregón CDMX 01620 México</td>
                  </tr>
                  <tr>
                    <td>
                        <div class="icono">
                            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16" fill="currentColor" class="size-4">
                                <path fill-rule="evenodd" d="m3.855 7.286 1.067-.534a1 1 0 0 0 .542-1.046l-.44-2.858A1 1 0 0 0 4.036 2H3a1 1 0 0 0-1 1v2c0 .709.082 1.4.238 2.062a9.012 9.012 0 0 0 6.7 6.7A9.024 9.024 0 0 0 11 14h2a1 1 0 0 0 1-1v-1.036a1 1 0 0 0-.848-.988l-2.858-.44a1 1 0 0 0-1.046.542l-.534 1.067a7.52 7.52 0 0 1-4.86-4.859Z" clip-rule="evenodd" />
                            </svg>
                        <div>
                    </td>
                    <td>
                        <a href="tel:5575941185" target="_blank">
                            55 7594 1185
                        </a>
                    </td>
                  </tr>
                  <tr>
                    <td>
                        <div class="icono">
                            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16" fill="currentColor" class="size-4">
                                <path fill-rule="evenodd" d="m3.855 7.286 1.067-.534a1 1 0 0 0 .542-1.046l-.44-2.858A1 1 0 0 0 4.036 2H3a1 1 0 0 0-1 1v2c0 .709.082 1.4.238 2.062a9.012 9.012 0 0 0 6.7 6.7A9.024 9.024 0 0 0 11 14h2a1 1 0 0 0 1-1v-1.036a1 1 0 0 0-.848-.988l-2.858-.44a1 1 0 0 0-1.046.542l-.534 1.067a7.52 7.52 0 0 1-4.86-4.859Z" clip-rule="evenodd" />
                            </svg>
                        </div>
                    </td>
                    <td>
                        <a href="tel:5541806214" target="_blank">
                            55 4180 6214
                        </a>
                    </td>
                  </tr>
                  <tr>
                    <td>
                        <div class="icono">
                            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16" fill="currentColor" class="size-4">
                                <path d="M2.5 3A1.5 1.5 0 0 0 1 4.5v.793c.026.009.051.02.076.032L7.674 8.51c.206.1.446.1.652 0l6.598-3.185A.755.755 0 0 1 15 5.293V4.5A1.5 1.5 0 0 0 13.5 3h-11Z" />
                                <path d="M15 6.954 8.978 9.86a2.25 2.25 0 0 1-1.956 0L1 6.954V11.5A1.5 1.5 0 0 0 2.5 13h11a1.5 1.5 0 0 0 1.5-1.5V6.954Z" />
                            </svg>
                        </div>
                    </td>
                    <td>
                        <a href="mailto:contacto@automotrizmora.com">contacto@automotrizmora.com</a>
                    </td>
                  </tr>
                  <tr>
                    <td>
                        <div class="icono">
                            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16" fill="currentColor" class="size-4">
                              <path fill-rule="evenodd" d="M8.914 6.025a.75.75 0 0 1 1.06 0 3.5 3.5 0 0 1 0 4.95l-2 2a3.5 3.5 0 0 1-5.396-4.402.75.75 0 0 1 1.251.827 2 2 0 0 0 3.085 2.514l2-2a2 2 0 0 0 0-2.828.75.75 0 0 1 0-1.06Z" clip-rule="evenodd" />
                              <path fill-rule="evenodd" d="M7.086 9.975a.75.75 0 0 1-1.06 0 3.5 3.5 0 0 1 0-4.95l2-2a3.5 3.5 0 0 1 5.396 4.402.75.75 0 0 1-1.251-.827 2 2 0 0 0-3.085-2.514l-2 2a2 2 0 0 0 0 2.828.75.75 0 0 1 0 1.06Z" clip-rule="evenodd" />
                            </svg>
                        </div>
                    </td>
                    <td>
                        <a target="_blank" href="https://automotrizmora.com">https://automotrizmora.com</a>
                    </td>
                  </tr>
                </table>
                <table class="tableFrame" border="0">
                  <tr>
                    <td>
                        <iframe width="100%" src="https://www.google.com/maps/embed?pb=!1m14!1m8!1m3!1d30112.72283064178!2d-99.217358!3d19.36524!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x85d1fec25c195691%3A0x2552fe0703f0cb7e!2sMora%20Automotriz!5e0!3m2!1ses!2sus!4v1762472220876!5m2!1ses!2sus" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade"></iframe>
                    </td>
                  </tr>
                </table>

            </td>
        </tr>
        <tr>
            <td><p class="seccion">mora automotríz águilas</p></td>
        </tr>
        <tr>
            <td>

                <table class="fichaDireccion" border="0">
                  <tr>
                    <td>
                        <div class="icono">
                            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16" fill="currentColor" class="size-4">
                                <path fill-rule="evenodd" d="m7.539 14.841.003.003.002.002a.755.755 0 0 0 .912 0l.002-.002.003-.003.012-.009a5.57 5.57 0 0 0 .19-.153 15.588 15.588 0 0 0 2.046-2.082c1.101-1.362 2.291-3.342 2.291-5.597A5 5 0 0 0 3 7c0 2.255 1.19 4.235 2.292 5.597a15.591 15.591 0 0 0 2.046 2.082 8.916 8.916 0 0 0 .189.153l.012.01ZM8 8.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z" clip-rule="evenodd" />
                            </svg>
                        </div>
                    </td>
                    <td colspan="3">Calzada las Águilas # 1349 Puente Colorado Álvaro Obregón CDMX 01730 México.</td>
                  </tr>
                  <tr>
                    <td>
                        <div class="icono">
                            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16" fill="currentColor" class="size-4">
                                <path fill-rule="evenodd" d="m3.855 7.286 1.067-.534a1 1 0 0 0 .542-1.046l-.44-2.858A1 1 0 0 0 4.036 2H3a1 1 0 0 0-1 1v2c0 .709.082 1.4.238 2.062a9.012 9.012 0 0 0 6.7 6.7A9.024 9.024 0 0 0 11 14h2a1 1 0 0 0 1-1v-1.036a1 1 0 0 0-.848-.988l-2.858-.44a1 1 0 0 0-1.046.542l-.534 1.067a7.52 7.52 0 0 1-4.86-4.859Z" clip-rule="evenodd" />
                            </svg>
                        <div>
                    </td>
                    <td>
                        <a href="tel:5576055940" target="_blank">
                            55 7605 5940
                        </a>
                    </td>
                  </tr>
                  <tr>
                    <td>
                        <div class="icono">
                            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16" fill="currentColor" class="size-4">
                                <path fill-rule="evenodd" d="m3.855 7.286 1.067-.534a1 1 0 0 0 .542-1.046l-.44-2.858A1 1 0 0 0 4.036 2H3a1 1 0 0 0-1 1v2c0 .709.082 1.4.238 2.062a9.012 9.012 0 0 0 6.7 6.7A9.024 9.024 0 0 0 11 14h2a1 1 0 0 0 1-1v-1.036a1 1 0 0 0-.848-.988l-2.858-.44a1 1 0 0 0-1.046.542l-.534 1.067a7.52 7.52 0 0 1-4.86-4.859Z" clip-rule="evenodd" />
                            </svg>
                        </div>
                    </td>
                    <td>
                        <a href="tel:5587178827" target="_blank">
                            55 8717 8827
                        </a>
                    </td>
                  </tr>
                  <tr>
                    <td>
                        <div class="icono">
                            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16" fill="currentColor" class="size-4">
                                <path d="M2.5 3A1.5 1.5 0 0 0 1 4.5v.793c.026.009.051.02.076.032L7.674 8.51c.206.1.446.1.652 0l6.598-3.185A.755.755 0 0 1 15 5.293V4.5A1.5 1.5 0 0 0 13.5 3h-11Z" />
                                <path d="M15 6.954 8.978 9.86a2.25 2.25 0 0 1-1.956 0L1 6.954V11.5A1.5 1.5 0 0 0 2.5 13h11a1.5 1.5 0 0 0 1.5-1.5V6.954Z" />
                            </svg>
                        </div>
                    </td>
                    <td>
                        <a href="mailto:contacto@automotrizmora.com">contacto@automotrizmora.com</a>
                    </td>
                  </tr>
                  <tr>
                    <td>
                        <div class="icono">
                            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16" fill="currentColor" class="size-4">
                              <path fill-rule="evenodd" d="M8.914 6.025a.75.75 0 0 1 1.06 0 3.5 3.5 0 0 1 0 4.95l-2 2a3.5 3.5 0 0 1-5.396-4.402.75.75 0 0 1 1.251.827 2 2 0 0 0 3.085 2.514l2-2a2 2 0 0 0 0-2.828.75.75 0 0 1 0-1.06Z" clip-rule="evenodd" />
                              <path fill-rule="evenodd" d="M7.086 9.975a.75.75 0 0 1-1.06 0 3.5 3.5 0 0 1 0-4.95l2-2a3.5 3.5 0 0 1 5.396 4.402.75.75 0 0 1-1.251-.827 2 2 0 0 0-3.085-2.514l-2 2a2 2 0 0 0 0 2.828.75.75 0 0 1 0 1.06Z" clip-rule="evenodd" />
                            </svg>
                        </div>
                    </td>
                    <td>
                        <a target="_blank" href="https://automotrizmora.com">https://automotrizmora.com</a>
                    </td>
                  </tr>
                </table>
                <table class="tableFrame" border="0">
                  <tr>
                    <td>
                        <iframe width="100%" src="https://www.google.com/maps/embed?pb=!1m14!1m8!1m3!1d7528.967616614482!2d-99.231447!3d19.348193!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x85d20062fd55f2cf%3A0x6adfd27ef01579c9!2sCalz.%20de%20las%20%C3%81guilas%201349%2C%20Puente%20Colorado%2C%20%C3%81lvaro%20Obreg%C3%B3n%2C%2001730%20Ciudad%20de%20M%C3%A9xico%2C%20CDMX!5e0!3m2!1ses-419!2smx!4v1762472239110!5m2!1ses-419!2smx" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade"></iframe>
                    </td>
                  </tr>
                </table>

            </td>
        </tr>
    </table>


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

</body>
</html>

