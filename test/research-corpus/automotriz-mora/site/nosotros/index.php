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
<title>Nosotros</title>

</head>

<body>

<nav style="text-align: center;background-color: white;">

	<table class="navHeader menuEsc" border="0" width="100%">
		<tr>
			<td style="width:20%"> <a href="../"> <img width="135" height="60" alt="logo Automotriz Mora" class="logos" src="//imagesApp/logo.webp" /> </a></td>
			<td id="nosotros"> <a class="rssBtn spc" href="//nosotros/" >nosotros</a></td>
			<td id="servicios"> <a class="rssBtn spc" href="//servicios/" >servicios</a></td> </td>
			<td id="refacciones"> <a class="rssBtn spc" href="//refacciones/" >refacciones</a></td> </td>
			<td id="galeria"> <a class="rssBtn spc" href="//galeria/" >galeria</a></td> </td>
			<td id="atencion-a-flotillas"> <a class="rssBtn spc" href="//atencion-a-flotillas/" >atencion-a-flotillas</a></td> </td>
			
		</tr>
	</table>

	<table class="navHeader menuMobil" border="0" width="100%">
		<tr>
			<td width="20%"> <a href="/"> <img width="135" height="60" alt="logo Automotriz Mora" class="logos logoMobil_" src="//imagesApp/logo.webp" /> </a></td>
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
  <a href="//nosotros/" target="_self"><p class="subMenu">nosotros</p></a>
  <a href="//servicios/" target="_self"><p class="subMenu">servicios</p></a>
  <a href="//refacciones/" target="_self"><p class="subMenu">refacciones</p></a>
  <a href="//galeria/" target="_self"><p class="subMenu">galeria</p></a>
  <a href="//atencion-a-flotillas/" target="_self"><p class="subMenu">atencion-a-flotillas</p></a>
  
    
</div>
<div class="menuBTNflotante"><img alt="menu movil" onclick="menuLateral()" width="45" height="45" src="/imagesApp/menuMobile.svg" /></div>

</nav>

<div class="secciones">

    <table width="100%" border="0">
        <tr>
            <td><p class="seccion">sobre nosotros</p></td>
        </tr>
        <tr>
            <td>
                    <table width="100%" style="max-width: 800px;" border="0">
                        <tr>
                            <td>
                                <p class="txt">
                                    <b>Nuestra Misión:</b> es Brindar el mejor servicio de manera general, satisfacer las necesidades de nuestros clientes, con el mayor estándar posible de calidad, al mejor costo y en el menor tiempo posible.
                                </p>
                                <p class="txt">
                                    <b>Nuestra Visión:</b> es consolidarnos como la mejor empresa de servicios mecánicos en México, superando continuamente los estándares internacionales, manteniendo estrecha relación de confianza y honestidad logrando la satisfacción de cada uno de nuestros socios comerciales.
                                </p>
                            </td>
                        </tr>
                        <tr>
                            <td>
                                <img width="100%" style="max-width: 700px;" src="//imagesNosotros/taller.jpg" alt="taller automotriz mora">
                            </td>
                        </tr>
                        <tr>
                            <td>
                                <p class="txt">
                                    Somos una empresa creada en Enero del 2015 en la Ciudad de México, estableciéndose como un taller independiente especialista en VAG (Audi, SEAT,VW),Mini,BMW, Mercedes. Nuestra capacidad no nos limita solo a VAG,podemos dar servicio a todas las marcas del mercado nacional. Gracias al excelente desempeño de nuestro personal calificado y conocimiento del mercado cada vez más nos estamos consolidando como líderes del sector, con una comunidad solida de clientes que nos avala debido a que entendemos y atendemos sus necesidades. Por estas razones nuestro taller es una de las mejores opciones a elegir como proveedor en la CDMX.
                                </p>
                                <p class="txt">
                                    Nuestros Valores Responsabilidad Honestidad Respeto Confianza Espiritu de Servicio.
                                </p>
                            </td>
                        </tr>
                        <tr>
                            <td>
                                <img width="100%" style="max-width: 700px;" src="//imagesNosotros/taller-2.jpg" alt="taller automotriz mora">
                            </td>
                        </tr>
                    </table>

            </td>
        </tr>
    </table>

    <div class="linear">
        <iframe class="review" title="reseñas del servicio" src="../reviews/" loading="lazy" scrolling="no" frameborder="0"></iframe>
        <!-- <script defer async src='https://cdn.trustindex.io/loader.js?ChIJkVYZXML-0YURfsvwAwf-UiU'></script> -->
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

</body>
</html>

