<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<title>診療予約 - 豊田市で白内障手術なら【深見眼科】　WEB・電話予約可</title>
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<meta name="format-detection" content="telephone=no">
<meta name="description" content="">

<link rel="stylesheet" href="./js/slick/slick.css">
<link rel="stylesheet" href="./js/slick/slick-theme.css">
<link rel="stylesheet" href="./css/loaders.min.css">
<link rel="stylesheet" href="./css/font.css">
<link rel="stylesheet" href="./css/style.css">
<link rel="stylesheet" href="./css/common.css">
<link rel="stylesheet" href="./css/top.css">
<link rel="stylesheet" href="./css/sub.css">
<link rel="stylesheet" href="./css/contents.css">
<link rel="stylesheet" href="./css/smart.css">
<link rel="stylesheet" href="./css/yoyaku.css?1107">
<script src="https://ajax.googleapis.com/ajax/libs/jquery/3.3.1/jquery.min.js"></script>
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

<h1 class="title"><img src="./images/t_yoyaku.png" alt="診療予約" width="100"></h1>

<section class="yoyaku-intro">
	<h2 class="s-title-a mincho">
		<img src="./images/yoyaku/titleA.svg" alt="当院では、無料のスマホアプリ「デジスマ診療」で診療予約ができます。"/>
	</h2>
	<div class="catch aspect">
		<div class="catch--inner">
			<h3><img src="./images/yoyaku/yoyaku_catch.svg" alt="「デジスマ診療」のご利用で診療がスピーディーに！"/></h3>
			<ul class="dotto">
				<li>待ち時間が短縮します</li>
				<li>キャッシュレス決済ができます</li>
				<li>紙の診察券、申込書、問診票記入が不要になります</li>
			</ul>
		</div>
	</div>
		
		<div class="app-banner a">
			<div class="item">
				<figure class="app-title"><img src="./images/yoyaku/degisuma.webp" alt="デジスマ診療"/><figure>
			</div>
			<div class="item">
				<div class="store-links">
					<figure class="qr"><img src="./images/yoyaku/apple_qr.webp"/></figure>
					<a href="https://link.digikar-smart.jp/ios" target="_blank"><img src="./images/yoyaku/apple_banner.webp" alt="App Store"></a>
				</div>
				<div class="store-links">
					<figure class="qr"><img src="./images/yoyaku/google_qr.webp" /></figure>
					<a href="https://link.digikar-smart.jp/android" target="_blank"><img src="./images/yoyaku/google_banner.webp" alt="Google Play"></a>
				</div>
			</div>
		</div>
		<div class="app-qr">
			<div class="sp767">
				<p class="m-b-20"><img src="./images/yoyaku/app_sp_text.svg"/></p>
				<a href="https://qr.digikar-smart.jp/0ce9e297-697a-4670-b733-e66f5547cb69/reserve" target="_blank">
					<img src="./images/yoyaku/app_btn.webp" alt="アプリを開く"/>
				</a>
			</div>
			<figure class="pc767"><img src="./images/yoyaku/app_qr_a.webp"/></figure>
		</div>
		<div class="yoyaku-information">
			<h2><img src="./images/yoyaku/info_title_01.svg" alt="初めてでわからない方、アプリの操作が難しい方へ"/></h2>
			<h3>診療予約はWEBページからもできます。</h3>
			<p class="small">（アプリのインストールは不要で、案内に従って簡単に予約できます。）</p>
			<a href="https://patient.digikar-smart.jp/institutions/0ce9e297-697a-4670-b733-e66f5547cb69/reserve" target="_blank"><img src="./images/yoyaku/btn_web.webp" alt="webページで予約する"/></a>
			<p>WEBページから予約後にアプリ登録した場合も<span>アプリ上に予約が表示されますのでご安心ください。</span></p>
		</div>
		<div class="yoyaku-information">
			<h2><img src="./images/yoyaku/info_title_02.svg" alt="アプリの操作が不慣れな方へ"/></h2>
			<h3>お電話でのご予約もできます。</h3>
			<a href="tel:0565-34-1155" target="_blank"><img src="./images/yoyaku/btn_tel.webp" alt="電話予約"/></a>
		</div>
		<div class="catch"><p>完全予約制ではございませんので、予約外での診察も受け付けております。 </p></div>
		<div class="yoyaku-note">
			<h4>【ご予約について】</h4>
			<ul class="dotto">
				<li>ご予約の時間は検査開始のおおむね目安であり、時間通りに検査できないこともありますが、予約をしていただくと予約なしで受診されるより待ち時間が短くなりますので、予約をおすすめしております。</li>
				<li>インターネット予約が取れなくてもお電話なら予約が可能な場合がございます。当日のお電話の予約も承っておりますので、お気軽にお問い合わせください。</li>
				<li>予約時間を過ぎてもご来院いただけない場合は予約キャンセルとさせて頂きます。</li>
				<li>疾患の内容により同日にすべての検査が行えない場合がありますので、あらかじめご了承ください。</li>
				<li><strong class="red">3歳児健診、コンタクト処方の新規処方、コンタクトの種類変更、眼鏡処方はインターネット予約では承っておりません。</strong>お電話あるいは受付にてご相談ください。</li>
			</ul>
		</div>
	</div>
</section>

<section id="about">
	<h2 class="s-title-b">デジスマ診療とは？</h2>
	<div class="youtube">
		<iframe width="560" height="315" src="https://www.youtube.com/embed/3FxYz5H6LBw?si=q7K54lKPI4LkEgLJ" title="YouTube video player" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>
	</div>
</section>

<section>
	<h2 class="s-title-b">デジスマ診療の流れ</h2>
	<ul class="yoyaku-step">
		<li>
			<dl>
				<dt>1.デジスマ診療アプリをダウンロード</dt>
				<dd>
					<p>アプリの案内に従って、本人確認を完了してください。
						<span>電話番号認証、本人情報の入力が必要です。</span>
					</p>
					<div class="app-banner b">
						<div class="item">
							<figure class="app-title"><img src="./images/yoyaku/degisuma.webp" alt="デジスマ診療"/><figure>
						</div>
						<div class="item">
							<div class="store-links">
								<figure class="qr"><img src="./images/yoyaku/apple_qr.webp"/></figure>
								<a href="https://link.digikar-smart.jp/ios" target="_blank"><img src="./images/yoyaku/apple_banner.webp" alt="App Store"></a>
							</div>
							<div class="store-links">
								<figure class="qr"><img src="./images/yoyaku/google_qr.webp" /></figure>
								<a href="https://link.digikar-smart.jp/android" target="_blank"><img src="./images/yoyaku/google_banner.webp" alt="Google Play"></a>
							</div>
						</div>
					</div>
				</dd>
			</dl>
		</li>
		<li>
			<dl>
				<dt>2.予約</dt>
				<dd>
					<figure class="app-qr pc767">
						<img src="./images/yoyaku/app_qr_b.webp" 
						alt="ダウンロードしたアプリで次のQRコードを読み取ると、予約画面が表示されます。画面の案内に従って予約をしてください。"/>
					</figure>
					<div class="sp767">
						<p class="m-b-10">
							登録後に下記のボタンをタップしてアプリを起動すると<br/>
							当院の予約画面が表示されます。画面の案内に従って予約をしてください。
						</p>
						<a href="https://qr.digikar-smart.jp/0ce9e297-697a-4670-b733-e66f5547cb69/reserve" target="_blank">
							<img src="./images/yoyaku/app_btn.webp" alt="アプリを開く"/>
						</a>
					</div>
				</dd>
			</dl>
		</li>
		<li>
			<dl>
				<dt>3.問診</dt>
				<dd>
					<p>予約完了後に問診回答依頼がアプリに表示されますので、来院前にご回答ください。</p>
				</dd>
			</dl>
		</li>
		<li>
			<dl>
				<dt>4.受診当日の受付</dt>
				<dd>
					<ol>
						<li data-index="❶">来院したら、受付にあるQRコードをアプリで読み取ってください。</li>
						<li data-index="❷">初診時と月初めの来院時には、受付に保険証をご提示ください。</li>
					</ol>
				</dd>
			</dl>
		</li>
		<li>
			<dl>
				<dt>5.診察</dt>
				<dd>
					<p>
					順番になりましたら【お名前】をお呼びします。<br/>
					※ご案内の順番は前後する場合がございます。
					</p>
				</dd>
			</dl>
		</li>
		<li>
			<dl>
				<dt>6.会計・薬の受取り</dt>
				<dd>
					<p class="m-b-10">
						会計時にお薬をお渡しします。院外処方の場合は受付で処方箋をお渡ししますので、薬局にお持ちください。<br/>
						<!--
						下記は現在準備中です。<br/>
						※アプリでクレジットカードを登録済みの場合は、会計を待たずにこのまま帰宅できます。<br/>
						※アプリにクレジットカードを登録されていない方は、受付で会計が必要です。
						--->
					</p>
					<p>
					院外処方をご希望の方かつデジスマ払いをご利用の方は「<a href="https://digikar-smart.jp/takuyakubin" target="_blank" class="link-blue">宅薬便</a>」をご利用いただけるようになりました。
					ご自宅にお薬を配 送することにより、院内や薬局での待ち時間を少なくするサービスとなります。ご利用の際は受付にてお申し出ください。
					</p>
					<figure class="takuyaku-banner">
						<a href="https://digikar-smart.jp/takuyakubin" target="_blank">
							<img src="./images/yoyaku/takuyaku.jpg" alt="宅薬便"/>
						</a>
					</figure>
					<p>
					※アプリでクレジットカードを登録済みの場合は、会計を待たずにこのまま帰宅できます。<br/>
					※アプリにクレジットカードを登録されていない方は、受付で会計が必要です。
					</p>
				</dd>
			</dl>
		</li>
		<li>
			<dl>
				<dt>7.次回予約</dt>
				<dd>
					<p>アプリからいつでもどこでも、簡単に予約できます。</p>
				</dd>
			</dl>
		</li>
	</ul>
</section>

<!--診療時間-->
<section class="top_info">
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
</section><!--/top_info-->
<section class="top_banner">
	<div class="al-c m-t-20"><a href="./recruit.html"><img src="./images/info_recruit.png" alt="採用情報"></a></div>
</section><!--/top_banner-->

</div><!--/contents-->

</main>
<footer class="footer clearfix">
	<a href="./index.html" class="f_logo"><img src="./images/logo.svg" alt="深見眼科 愛知県豊田市の眼科"></a>
	<div class="copyright"><i class="icon-at"></i> Fukami eye clinic All Right Reserved.<br/><a href="https://fukami-ganka.jp/sitemap.html"> - サイトマップ</a></div>

</footer>

<div class="pagetop"><div class="inner"><i class="icon-up-open-big"></i></div></div>

</div><!--/page-->

<script src="./js/slick/slick.min.js"></script>
<script src="./js/jquery.easing.1.3.js"></script>
<script src="./js/script.js"></script>
<script src="./js/navActive.js"></script>
</body>
</html>