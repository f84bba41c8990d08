<!doctype html>
<html lang="nl">
    <head>
        <meta charset="utf-8">
        <title>Kleinscharig - Shop</title>
        <meta http-equiv = "refresh" content = "2; url = https://puurwellnessamersfoort.nl/product-category/haar/" />
    </head>
    <body>	    
        
    </body>

</html>