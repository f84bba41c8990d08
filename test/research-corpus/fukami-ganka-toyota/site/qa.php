<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<title>よくある質問 - 豊田市で白内障手術なら【深見眼科】　WEB・電話予約可</title>
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<meta name="format-detection" content="telephone=no">
<meta name="description" content="">

<link rel="stylesheet" href="./js/slick/slick.css">
<link rel="stylesheet" href="./js/slick/slick-theme.css">
<link rel="stylesheet" href="./css/loaders.min.css">
<link rel="stylesheet" href="./css/font.css">
<link rel="stylesheet" href="./css/style.css">
<link rel="stylesheet" href="./css/common.css">

<link rel="stylesheet" href="./css/top.css?02">
<link rel="stylesheet" href="./css/sub.css">
<link rel="stylesheet" href="./css/qa.css">
<link rel="stylesheet" href="./css/smart.css">

<script src="https://ajax.googleapis.com/ajax/libs/jquery/3.3.1/jquery.min.js"></script>
<!-- Global site tag (gtag.js) - Google Analytics -->
<script async src="https://www.googletagmanager.com/gtag/js?id=G-466TG755TX"></script>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){dataLayer.push(arguments);}
  gtag('js', new Date());
  gtag('config', 'G-466TG755TX');
</script>
<script type="application/ld+json">
	{
	  "@context": "https://schema.org/", 
	  "@type": "BreadcrumbList", 
	  "itemListElement": [{
		"@type": "ListItem", 
		"position": 1, 
		"name": "深見眼科 | 愛知県豊田市",
		"item": "https://fukami-ganka.jp/"  
	  },{
		"@type": "ListItem", 
		"position": 2, 
		"name": "目の病気",
		"item": "https://fukami-ganka.jp/sick.html"  
	  }]
	}
	</script>
</head>
<body>

<div id="page">


<header class="sub_header mincho fix on">
    <div class="inner">
        <div class="sub_logo"><h1><a href="./index.php"><img src="./images/logo.svg" alt="深見眼科 愛知県豊田市の眼科" width="178"></a></h1></div>
        <div class="sp_tel"><a href="tel:0565-34-1155"><i class="icon-phone-circled"></i></a></div>
        <div class="nav_wrap">
            <div class="h_tel">tel.0565-34-1155</div>
            <div class="sub_nav">
                <nav class="nav_list">
                <a href="./">ホーム</a>
                <a href="./goaisatsu.php">院長ご挨拶</a>
                <a href="./shinryou.php">診療について</a>
                <a href="./ishi.php">医師紹介</a>
                <a href="./shisetsu.php">施設紹介</a>
                <a href="./yoyaku.php">診療予約</a>
                <a href="./qa.php">よくある質問<br/>Q&A</a>
                <a href="./sick.php">目の病気</a>
                <a href="./sick_hakunaisho.php" >白内障手術</a>
                <a href="./ortho.php">ナイトコンタクト</a>
                <a href="./myopia_control.php">近視進行抑制点眼薬</a>
                <a href="./recruit.php">採用情報</a>
                </nav>
            </div>
        </div>
    </div>
    <div class="nav-button-wrap">
        <div class="nav-button">
            <span></span>
            <span></span>
            <span></span>
        </div>
        <strong>MENU</strong>
    </div>
</header>
<main>
<div class="contents">

<h2 class="title"><img src="./images/t_qa.png" alt="目の病気" width="100"></h2>
<div class="sub_main"><img src="./images/sub_qa.jpg" alt=""></div>
<div class="block block_qa">

<dl class="qa mincho">
    <dd>マイナンバーカードを保険証として使えますか </dd>
    <dt>はい使用できます。当院は医療DXを推進しております</dt>
</dl>
<dl class="qa mincho">
    <dd>駐車場はありますか？ </dd>
    <dt>駐車場は25台以上完備しております。新たに駐車場を整備しましたので、より駐車していただきやすくなったかと思います。</dt>
</dl>

<dl class="qa mincho">
    <dd>クレジットカードは使えますか？</dd>
    <dt>現在、VISA、Mastercard、JCB、AMERICAN EXPRESS、Diners Club Internatinal、DISCOVERがご使用いただけるようになりました。大変申し訳ございませんが、paypayの取り扱いは終了致しました。但し、コンタクトレンズ購入の際はご使用いただけます。</dt>
</dl>

<dl class="qa mincho">
    <dd>お薬は院内処方ですか？</dd>
    <dt>
        基本は院内処方となりますが、一部は院外処方となります。また院外処方がご希望の場合も可能です。
        <p class="m-t-10">
        院外処方をご希望の方かつデジスマ払いをご利用の方は「<a href="https://digikar-smart.jp/takuyakubin" target="_blank" class="link-blue">宅薬便</a>」をご利用いただけるようになりました。 ご自宅に配送することにより、院内や薬局での待ち時間を少なくするサービスとなります。ご利用の際は受 付にてお申し出ください。 
        </p>
    </dt>
</dl>

<dl class="qa mincho">
    <dd>診療は予約制ですか？</dd>
    <dt>
        当院は予約優先制を導入していますので、なるべく事前のご予約をおすすめします。<br/>
		尚、完全予約制ではございませんので、予約外の診療も受け付けております。<br/>
		<p>詳しくは<a href="./yoyaku.html">「診療予約」</a>をご覧ください。</p>
    </dt>
</dl>

<dl class="qa mincho">
    <dd>受付でお薬だけをもらうことはできますか？</dd>
    <dt>
        診察をせずにお薬をお渡しすることは、原則禁止されております。<br/>
        検査後、医師の診察を受けていただいてから、お薬をお出しいたします。<br/>
        体調不良の方はできる限りお待たせしないよう配慮いたしますので気軽にお申し出ください。
    </dt>
</dl>

<dl class="qa mincho">
    <dd>海外に行くので、英語の診断書や紹介状が必要です。<br/>
        発行してもらうことはできますか？</dd>
    <dt>
        英語の紹介状や海外に医薬品を持参する場合に必要な診断書などもご用意いたします。ただし、通常の日本語の紹介状や診断書よりも作成に日数がかかりますので、ご希望の場合は、事前にご相談ください。
    </dt>
</dl>

<dl class="qa mincho">
    <dd>子供は携帯を持っていませんが、どうやって予約をしたらいいですか？</dd>
    <dt>
        保護者の方のスマートフォンに「デジスマ診療」アプリをダウンロードして、アプリの家族設定からお子さまの情報を登録してください。予約の際に受診者を選択できるようになりますので、予約日を選択後、受診者を選ぶ画面で、お子さまを選択して予約をお願い致します。
    </dt>
</dl>

<dl class="qa mincho">
    <dd>高齢の親がスマートフォンを使えません（持っていません）。どうやって予約をしたらいいですか？</dd>
    <dt>
        スマートフォンをお持ちの場合は、ご家族の方にアプリの設定をしていただくか、受付あるいはお電話でも予約をお取りすることができます。
    </dt>
</dl>

</div>


</div>
<!--診療時間-->



<!--診療時間-->
<section class="top_banner">
	<div class="al-c m-t-20"><a href="./recruit.html"><img src="./images/info_recruit.png" alt="採用情報"></a></div>
</section><!--/top_banner-->

</div><!--/contents-->

<footer class="footer clearfix">
	<a href="./index.html" class="f_logo"><img src="./images/logo.svg" alt="深見眼科 愛知県豊田市の眼科"></a>
	<div class="copyright"><i class="icon-at"></i> Fukami eye clinic All Right Reserved.<br/><a href="https://fukami-ganka.jp/sitemap.html"> - サイトマップ</a></div>

</footer>

<div class="pagetop"><div class="inner"><i class="icon-up-open-big"></i></div></div>

</div><!--/page-->
</main>

<div class="float-nav mincho">
	<div class="pc767">
		<nav>  
			<a href="#" class="modal-button" data-target="modal-shinryo">診療案内</a>
			<a href="./yoyaku.php">診療予約</a>
		</nav>
	</div>
	<div class="sp767">
		<nav>  
			<a href="#" class="modal-frame-button" data-target="modalFrameShinryo"><img src="./images/spnav01.webp?1795740655"></a>
			<a href="./yoyaku.php"><img src="./images/spnav02.webp?1795740655"></a>
		</nav>
	</div>
</div>

<div class="modal">
	<div class="modal-contents">
		<button class="modal-close"></button>
		<div class="modal--inner">
			<div id="modal-degisuma">
				<figure>
					<img src="./images/degisuma_pc.webp"/>
					<a href="https://link.digikar-smart.jp/ios" target="_blank" class="app-link ios">ios</a>
					<a href="https://link.digikar-smart.jp/android" target="_blank" class="app-link android">android</a>
				</figure>
				<div class="more">
				<a href="./yoyaku.html#about">
					デジスマ診療とは→
				</a>
				</div>
			</div>
			<div id="modal-shinryo">
			<div class="info">
				<div class="info-tel-access">
					<h2 class="t_top"><img src="./images/t_info.png" alt="診療時間" width="126"></h2>
					<div class="tel">
						<img src="./images/tel.png" alt="0565-34-1155" width="147" class="tel_img">
					</div>
					<div class="access">
						<dl>
							<dt>［深見眼科］</dt>
							<dd>
								〒471-0079<br/>
								豊田市陣中町1-6-11<span><a href="https://maps.app.goo.gl/y89rTWV8u2zLCL1t7" target="_blank">Googleマップで開く</a></span>
							</dd>
							<dd>
								【電車をご利用のお客様】<br/>
								名鉄梅坪駅下車、高架沿いに豊田方面へ(徒歩7〜8分)<br/>
								【お車をご利用のお客様】<br/>
								深見眼科ビル前に専用平面駐車25台以上有り
							</dd>
						</dl>
					</div>
				</div>
				<div>
					<div class="consultation">
						<div class="hour">
							診療時間<br/>
							9：30〜<br/>12：30<br/>
							<br/>
							受付終了は<br/>12:15です。
						</div>
						<dl>
							<dt>曜日</dt>
							<dd>月</dd>
							<dd>火</dd>
							<dd>水</dd>
							<dd>木</dd>
							<dd>金</dd>
							<dd>土</dd>
							
							<dt>診療</dt>
							<dd>○<br/>2診<br/>★</dd>
							<dd>○</dd>
							<dd>○<br/>2診<br/>★</dd>
							<dd>○<br/>2診</dd>
							<dd>○<br/>2診</dd>
							<dd>○<br/>2診</dd>
							
							<dt>担当</dt>
							<dd>院長<br/>副院長</dd>
							<dd>院長</dd>
							<dd>院長<br/>副院長</dd>
							<dd>院長<br/>副院長</dd>
							<dd>院長<br/>副院長</dd>
							<dd>院長<br/>副院長</dd>
						</dl>
					</div>

					<div class="consultation">
						<div class="hour">
							診療時間<br/>
							15：30〜<br/>18：30<br/>
							<br/>
							受付終了は<br/>18:15です。
						</div>
						<dl>
							<dt>曜日</dt>
							<dd>月</dd>
							<dd>火</dd>
							<dd>水</dd>
							<dd>木</dd>
							<dd>金</dd>
							<dd>土</dd>
							
							<dt>診療</dt>
							<dd>○</dd>
							<dd>-</dd>
							<dd>○</dd>
							<dd>○</dd>
							<dd>○</dd>
							<dd>-</dd>
							
							<dt>担当</dt>
							<dd>院長</dd>
							<dd>-</dd>
							<dd>院長</dd>
							<dd>副院長</dd>
							<dd>院長</dd>
							<dd>-</dd>
						</dl>
					</div>
					

					<p class="shinryo_mes">
					2診：2診制です。<br/>
					★手術日のため、2診は11：30まで。<br/>
					休診日：火曜午後・土曜午後・日曜日・祝日・年末年始<br/>
					疾患の内容により、同日にすべての検査が行えない場合があります。<br/>
					ご不明な場合はお問合せ下さい
					</p>
					<a href="./yoyaku.php" class="b_yoyaku">診療の予約をする</a>
				</div>
			</div>
			</div>
		</div>
	</div>
</div>
<div class="modal-frame" id="modalFrameDegisuma">
	<div class="modal-frame-close"></div>
</div>
<div class="modal-frame" id="modalFrameShinryo">
	<!--診療時間-->
	

<div id="smartContents">
	<header>
		<h1 class="mincho"><img src="./images/spnav01.webp?1795740655"/></h1>
	</header>
	<main>
	<!--診療時間-->
	<section class="top_info">
		<div class="info">
			<div class="info-tel-access">
				<h2 class="t_top"><img src="./sp/images/tel.webp" alt="診療時間" width="126"></h2>
				<div class="tel">
					<a href="tel:0565-34-1155">
						<img src="./sp/images/tel.webp" alt="0565-34-1155" width="200" class="tel_img">
					</a>
				</div>
				
			</div>
			<div>
				<div class="consultation">
					<div class="hour">
						診療時間<br/>
						9：30〜<br/>12：30<br/>
						<br/>
						受付終了は<br/>12:15<br/>です。
					</div>
					<dl>
						<dt>曜日</dt>
						<dd>月</dd>
						<dd>火</dd>
						<dd>水</dd>
						<dd>木</dd>
						<dd>金</dd>
						<dd>土</dd>
						
						<dt>診療</dt>
						<dd>○<br/>2診<br/>★</dd>
						<dd>○</dd>
						<dd>○<br/>2診<br/>★</dd>
						<dd>○<br/>2診</dd>
						<dd>○<br/>2診</dd>
						<dd>○<br/>2診</dd>
						
						<dt>担当</dt>
						<dd>院長<br/>副院長</dd>
						<dd>院長</dd>
						<dd>院長<br/>副院長</dd>
						<dd>院長<br/>副院長</dd>
						<dd>院長<br/>副院長</dd>
						<dd>院長<br/>副院長</dd>
					</dl>
				</div>

				<div class="consultation">
					<div class="hour">
						診療時間<br/>
						15：30〜<br/>18：30<br/>
						<br/>
						受付終了は<br/>18:15<br/>です。
					</div>
					<dl>
						<dt>曜日</dt>
						<dd>月</dd>
						<dd>火</dd>
						<dd>水</dd>
						<dd>木</dd>
						<dd>金</dd>
						<dd>土</dd>
						
						<dt>診療</dt>
						<dd>○</dd>
						<dd>-</dd>
						<dd>○</dd>
						<dd>○</dd>
						<dd>○</dd>
						<dd>-</dd>
						
						<dt>担当</dt>
						<dd>院長</dd>
						<dd>-</dd>
						<dd>院長</dd>
						<dd>副院長</dd>
						<dd>院長</dd>
						<dd>-</dd>
					</dl>
				</div>
				

				<p class="shinryo_mes">
					2診：2診制です。<br/>
					★手術日のため、2診は11：30まで。<br/>
					休診日：火曜午後・土曜午後・日曜日・祝日・年末年始<br/>
					疾患の内容により、同日にすべての検査が行えない場合があります。<br/>
					ご不明な場合はお問合せ下さい
				</p>
				<div class="access">
					<dl>
						<dt>［深見眼科］</dt>
						<dd>
							〒471-0079<br/>
							豊田市陣中町1-6-11<span><a href="https://maps.app.goo.gl/JBqcASGATYjkKXmW6" target="_blank">Googleマップで開く</a></span>
						</dd>
						<dd>
							【電車をご利用のお客様】<br/>
							名鉄梅坪駅下車、高架沿いに豊田方面へ(徒歩7〜8分)<br/>
							【お車をご利用のお客様】<br/>
							深見眼科ビル前に専用平面駐車25台以上有り
						</dd>
					</dl>
				</div>
			</div>
		</div>
	</section><!--/top_info-->
	</main>
</div>	<div class="modal-frame-close"></div>
</div>

<script src="./js/jquery.easing.1.3.js"></script>
<script src="./js/slick/slick.min.js"></script>
<script src="./js/navActive.js?1795740655"></script>
<script src="./js/modal.js?1795740655"></script>
<script src="./js/script.noviewport.js?1795740655"></script></body>
</html>