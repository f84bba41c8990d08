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

    <main>
        <section id="privacy">
            <h3 class="text-center font-spumoni">Informativa sulla Privacy</h3>
            <p>
                Questo sito non raccoglie dati personali degli utenti che lo visitano.
                Per maggiori informazioni può andare sul sito del Garante della Privacy: 
                <a href="https://www.garanteprivacy.it/" target="_blank" class="text-black text-decoration-underline"><b>www.garanteprivacy.it</b></a>.
            </p>
        </section>
        <section id="cookies">
            <h3 class="text-center font-spumoni">Informativa sull'utilizzo dei Cookies</h3>
            <div class="mt-4">
                <h5>Cookie Proprietari</h5>
                <p>Questo sito utilizza solamente cookie tecnici.</p>
                <p>                
                    Nessun dato personale degli utenti viene in proposito acquisito dal sito. <br>
                    Non viene fatto uso di cookie per la trasmissione di informazioni di carattere personale, né vengono utilizzati cookie persistenti di alcun tipo, ovvero sistemi per il tracciamento degli utenti.
                </p>
                <p>
                    L'uso di cookie di sessione (che non vengono memorizzati in modo persistente sul computer dell'utente e svaniscono con la chiusura del browser) è strettamente limitato alla trasmissione di identificativi di sessione (costituiti da numeri casuali generati dal server) necessari per consentire l'esplorazione sicura ed efficiente del sito. <br>
                    I cookie di sessione utilizzati in questo sito evitano il ricorso ad altre tecniche informatiche potenzialmente pregiudizievoli per la riservatezza della navigazione degli utenti e non consentono l'acquisizione di dati personali identificativi dell'utente.    
                </p>
                <p>
                    Utilizzando questo sito Voi acconsentite all'utilizzo dei cookie per le modalità e i fini sopraindicati.
                </p>
            </div>
            <div class="mt-4">
                <h5>Cookie di terze parti: Google Analytics</h5>
                <p>
                  Questo sito web si avvale di strumenti di analisi aggregata dei dati di navigazione: Google Analytics.
                </p>
                <p>
                  In particolare, Google Analytics, sistema messo a disposizione da Google Inc., utilizza dei cookies che vengono depositati sul computer dell'utente allo scopo di consentire al gestore del Sito Web di analizzare come gli utenti utilizzano il sito stesso. <br> 
                  Le informazioni generate dal cookie sull'utilizzo del Sito Web da parte dell'utente (compreso l'indirizzo IP anonimizzato togliendo alcune cifre) verranno trasmesse e depositate presso i server di Google negli Stati Uniti. 
                  Google utilizzerà queste informazioni allo scopo di tracciare ed esaminare l'utilizzo del Sito Web da parte dell'utente, compilare report sulle attività del Sito Web per gli operatori degli stessi e fornire altri servizi relativi alle attività del Sito Web e all'utilizzo di Internet.
                </p>
                <p>
                  Per tutelare al massimo la riservatezza degli utenti, il gestore applica l'opzione 'masking IP' messa a disposizione da Google Analytics, che impone al sistema l'oscuramento delle ultime cifre dell'indirizzo IP del visitatore prima di qualunque elaborazione, rendendo di fatto anonimo il dato analizzato.
                </p>
                <p>
                  Gli utenti che non volessero i cookies in questione potranno impedirne la memorizzazione sul proprio computer attraverso l'apposito "Componente aggiuntivo del browser per la disattivazione di Google Analytics" messo a disposizione da Google all'indirizzo <a target="_blank" href="https://tools.google.com/dlpage/gaoptout" class="text-decoration-underline fw-bold link">https://tools.google.com/dlpage/gaoptout</a>. <br> 
                Per attivare il componente, che inibisce il sistema di invio di informazioni sulla visita dell'utente, sarà sufficiente installarlo seguendo le istruzioni sullo schermo, chiudere e riaprire il browser.
                </p>
                <p>Potete inoltre rifiutarvi di usare i cookies selezionando l'impostazione appropriata sul vostro browser, ma ciò potrebbe impedirvi di utilizzare tutte le funzionalità di questo sito web.</p>
            </div>
            <div class="mt-4">
                <h5>Cookie di terze parti: Google Maps</h5>
                <p>
                  Questo sito web utilizza, in alcune pagine, servizi forniti da Google Maps.
                </p>
                <p>
                  Per maggiori informazioni sull'utilizzo dei cookies da parte di Google Maps, Vi invitiamo a visitare il sito web <a target="_blank" href="https://www.google.it/intl/it/policies/technologies/cookies/" class="text-decoration-underline fw-bold link">https://www.google.it/intl/it/policies/technologies/cookies/</a>.
                </p>
                Potete rifiutarvi di usare i cookies selezionando l'impostazione appropriata sul vostro browser, ma ciò potrebbe impedirvi di utilizzare tutte le funzionalità di questo sito web.
            </div>
        </section>
        <div class="container-fluid">
          <div class="row">
            <div class="col-12 text-end m-0">
              <a href="#privacy" class="text-decoration-underline"><i class="bi bi-arrow-up fs-5"></i>TORNA SU</a>
            </div>
          </div>
        </div>
    </main>
    <script src="https://cdn.jsdelivr.net/npm/bootstrap@5.3.2/dist/js/bootstrap.bundle.min.js" integrity="sha384-C6RzsynM9kWDrMNeT87bh95OGNyZPhcTNXj1NW7RuBCsyN/o0jlpcV8Qyq46cDfL" crossorigin="anonymous"></script>

</body>
</html>