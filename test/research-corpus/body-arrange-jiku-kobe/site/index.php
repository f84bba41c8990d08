

<!doctype html>
<html lang="ja">

<head>
  <meta charset="UTF-8">
  <meta http-equiv="X-UA-Compatible" content="IE=edge">
  <meta name="viewport" content="width=device-width, initial-scale=1.0">
  <meta name="description" content="">
  <meta name="format-detection" content="telephone=no">
  <title>お問い合わせ | BodyArrange軸</title>

  <meta propety="og:type" content="website">
  <meta propety="og:title" content="">
  <meta propety="og:description" content="website">
  <meta propety="og:site name" content="">
  <meta propety="og:url" content="">
  <meta propety="og:image" content="">
  <meta propety="og:app_id" content="">

  <link rel="stylesheet" href="https://daiki14.github.io/jiku/css/slick-theme.css" />
  <link rel="stylesheet" href="https://daiki14.github.io/jiku/css/slick.css" />
  <link rel="stylesheet" href="https://daiki14.github.io/jiku/css/reset.css" />
  <link rel="stylesheet" href="https://daiki14.github.io/jiku/css/style.css" />
  <link rel="stylesheet" href="https://use.fontawesome.com/releases/v5.15.1/css/all.css">
  <!--住所自動取得-->
  <script type="text/javascript" src="https://ajaxzip3.github.io/ajaxzip3.js"></script>
</head>

<body>
  <!-- ↓header -->
  <header class="header">
    <div class="header__inner">
      <!-- logo -->
      <h1 class="logo">
        <a href="#top">
          <img class="white" src="https://daiki14.github.io/jiku/img/logo.svg" alt="BodyArrange軸" />
          <img class="gray" src="https://daiki14.github.io/jiku/img/logo_gray.svg" alt="BodyArrange軸">
        </a>
      </h1>
      <!-- /.logo -->
      <!-- hamburger -->
      <div class="hamburger">
        <span></span>
        <span></span>
        <span></span>
      </div>
      <!-- /.hamburger -->
      <!-- nav -->
      <nav class="header__inner-nav">
        <ul>
          <li>
            <a href="#about">当院について</a>
          </li>
          <li>
            <a href="#service">施術内容・料金</a>
          </li>
          <li>
            <a href="#information">お知らせ</a>
          </li>
          <li>
            <a href="#qa">よくあるご質問</a>
          </li>
        </ul>
        <ul>
          <li>
            <a href="#09056853493">07090157180</a>
          </li>
          <li>
            <a href="#access"> アクセス </a>
          </li>
        </ul>
        <ul>
          <li>
            <a href="https://www.instagram.com/y.to.shi.ki/?hl=ja">INSTAGRAM</a>
          </li>
          <li>
            <a href="#">LINE</a>
          </li>
        </ul>
      </nav>
      <!-- /.nav -->
    </div>
  </header>
  <!-- ↑header -->







<!-- ↓main -->
<main class="main">
      <!-- fv -->
      <section class="fv">
        <div class="fv__inner">
          <div class="fv__inner-slider">
            <ul>
              <li>
                <picture>
                  <source media="(min-width: 768px)" srcset="https://daiki14.github.io/jiku/img/fv_bg1-pc.jpg">
                  <img src="https://daiki14.github.io/jiku/img/fv_bg1-sp.jpg" alt=""/>
                </picture>
              </li>
              <li>
                <picture>
                  <source media="(min-width: 768px)" srcset="https://daiki14.github.io/jiku/img/fv_bg2-pc.jpg">
                  <img src="https://daiki14.github.io/jiku/img/fv_bg2-sp.jpg" alt=""/>
                </picture>
              </li>
            </ul>
          </div>
          <h2 class="fv__inner-ttl">
            一人一人に向き合い<br />健康までの導きをサポート
          </h2>
          <img src="https://daiki14.github.io/jiku/img/fv_bg.png" alt="ロゴ" />
        </div>
      </section>
      <!-- /.fv -->

      <!-- about -->
      <section id="about" class="about">
        <div class="about__inner inner">
          <h3 class="subttl">木をメインに創られた<br class="_sp">落ち着いた空間</h3>
          <ul class="about__inner-list">
            <li>
              <img src="https://daiki14.github.io/jiku/img/about_img1.jpg" alt="" />
            </li>
            <li>
              <img src="https://daiki14.github.io/jiku/img/about_img2.JPG" alt="" />
            </li>
            <li>
              <img src="https://daiki14.github.io/jiku/img/about_img3.JPG" alt="" />
            </li>
          </ul>
          <p>
            東洋医学を基に手技のみで筋肉•骨格•神経に働きかけ、<br class="_pc-tab">お身体のお悩みに合った施術を提供します。<br />
            <br />
            ”美”と”健康”を”芯”から引き出すことで毎日が楽しく健康に過ごせるよう整え、<br class="_pc-tab">自然治癒力を高める事で軸のある身体へと導きます。<br />
            <br />
            痛みがあるわけではないけど常に肩が重い、<br class="_sp">頭痛や疲れが取れない、<br class="_pc-tab">同じ姿勢を続けるのが辛い、<br class="_sp">朝起きると首が回らない、運動能力が落ちた、<br>などそうならない為にもお悩みの原因を解消する事で、<br class="_pc-tab">痛みや不調を繰り返さない健康的な身体づくりをサポートします。
          </p>
        </div>
      </section>
      <!-- /.about -->

      <!-- concept -->
      <section class="concept">
        <div class="concept__inner inner">
          <h3 class="subttl">Body Arrange 軸の技と空間</h3>
          <div class="concept__inner-img">
            <ul>
              <li class="left">
                <p>
                  整体の手技をもとに行うお顔の施術。<br>
                  お顔の筋肉をゆるめ血流を促進させる事で<br>しわ、むくみ、たるみの改善。<br>
                  若々しい肌を取り戻し小顔をつくります。<br>
                  男性にも人気の施術です。
                </p>
              </li>
              <li class="right">
                <p>
                  Body Arrange 軸は駅から通いやすいお店を<br>目指して出店しております。<br>
                  落ち着いた空間を感じていただく為、<br>内装も清潔・除菌も気を配って、<br class="_sp">場のご提供に努めております。
                </p>
              </li>
            </ul>
          </div>
        </div>
      </section>
      <!-- /.concept -->
      <!-- service -->
      <section id="service" class="service">
        <div class="service__inner inner">
          <h3 class="subttl">施術内容・料金</h3>
          <div class="service__inner-table">
            <dl>
              <dt>改善整体</dt>
              <dd>
                <p class="time">約50分</p>
                <p class="price">
                  ¥6,900円
                  <span>(税込)</span>
                </p>
              </dd>
            </dl>
            <dl>
              <dt>改善整体</dt>
              <dd>
                <p class="time">約25分</p>
                <p class="price">
                  ¥3,700円
                  <span>(税込)</span>
                </p>
              </dd>
            </dl>
            <dl>
              <dt>小顔改善</dt>
              <dd>
                <p class="time">約15分</p>
                <p class="price">
                  ¥1,700円
                  <span>(税込)</span>
                </p>
              </dd>
            </dl>
            <dl>
              <dt>頭ほぐし</dt>
              <dd>
                <p class="time">約15分</p>
                <p class="price">
                  ¥1,700円
                  <span>(税込)</span>
                </p>
              </dd>
            </dl>
            <dl>
              <dt>ふくらはぎ</dt>
              <dd>
                <p class="time">約15分</p>
                <p class="price">
                  ¥1,700円
                  <span>(税込)</span>
                </p>
              </dd>
            </dl>
          </div>
        </div>
      </section>
      <!-- /.service -->
      
      <!-- gallery -->
      <section class="gallery">
        <div class="gallery__inner">
          <div class="gallery__inner-slider">
            <ul>
              <li>
                <img src="https://daiki14.github.io/jiku/img/slider1.jpg" alt="" />
              </li>
              <li>
                <img src="https://daiki14.github.io/jiku/img/slider2.jpg" alt="" />
              </li>
              <li>
                <img src="https://daiki14.github.io/jiku/img/slider3.jpg" alt="" />
              </li>
              <li>
                <img src="https://daiki14.github.io/jiku/img/slider4.jpg" alt="" />
              </li>
              <li>
                <img src="https://daiki14.github.io/jiku/img/slider5.jpg" alt="" />
              </li>
            </ul>
          </div>
        </div>
      </section>
      <!-- /.gallery -->

      <!-- information -->
      <section id="information" class="information">
        <div class="information__inner inner">
          <div class="information__inner-list">
            <ul>
              <li class="left">
                <h3 class="subttl">INFORMATION</h3>
                <div class="table">
                  <dl>
                    <a href="#">
                      <dt><time>2022.7.25</time></dt>
                      <dd><h4>ここにタイトルが入ります。</h4></dd>
                    </a>
                  </dl>
                  <dl>
                    <a href="#">
                      <dt><time>2022.7.25</time></dt>
                      <dd><h4>ここにタイトルが入ります。</h4></dd>
                    </a>
                  </dl>
                  <dl>
                    <a href="#">
                      <dt><time>2022.7.25</time></dt>
                      <dd><h4>ここにタイトルが入ります。</h4></dd>
                    </a>
                  </dl>
                  <dl>
                    <a href="#">
                      <dt><time>2022.7.25</time></dt>
                      <dd><h4>ここにタイトルが入ります。</h4></dd>
                    </a>
                  </dl>
                  <dl>
                    <a href="#">
                      <dt><time>2022.7.25</time></dt>
                      <dd><h4>ここにタイトルが入ります。</h4></dd>
                    </a>
                  </dl>
                </div>
                <div class="information__inner-btn">
                  <a href="news.html">MORE</a>
                </div>
              </li>
              <li class="right">
                <h3 class="subttl">OFFICIAL SNS</h3>
                <div class="list">
                  <ul>
                    <li>
                      <a href="https://www.instagram.com/y.to.shi.ki/?hl=ja">INSTAGRAM</a>
                    </li>
                    <li>
                      <a href="#">LINE</a>
                    </li>
                  </ul>
                </div>
              </li>
            </ul>
          </div>
        </div>
      </section>
      <!-- /.information -->

      <!-- qa -->
      <section id="qa" class="qa">
        <div class="qa__inner inner">
          <h3 class="subttl">Q&A</h3>
          <div class="qa__inner-table">
            <dl>
              <dt>
                <span>Q1.</span>
                <p>施術は痛いですか？</p>
              </dt>
              <dd>お身体の状態が良くなければ痛みを伴いますが状態が良くなれば痛みは和らぎます。</dd>
            </dl>
            <dl>
              <dt>
                <span>Q2.</span>
                <p>健康保険の適用はできますか？</p>
              </dt>
              <dd>整体は民間療法であり、医師による保険診療ではない為、健康保険は適用されません。</dd>
            </dl>
            <dl>
              <dt>
                <span>Q3.</span>
                <p>医療費控除の対象ですか？</p>
              </dt>
              <dd>医療費控除の対象ではございません。</dd>
            </dl>
            <dl>
              <dt>
                <span>Q4.</span>
                <p>どんな服装で行けばよいですか？</p>
              </dt>
              <dd>動きやすく楽な服装がおすすめです。着替えのご用意がございませんのでご自身でお持ちいただくようお願い致します。</dd>
            </dl>
            <dl>
              <dt>
                <span>Q5.</span>
                <p>ご予約とキャンセルについて</p>
              </dt>
              <dd>お客様の大切なお時間の中で丁寧な施術を心がけている為、完全予約制となります。キャンセルなさる場合は、速やかにご連絡を頂けますようお願い致します。また、大幅な遅刻を繰り返す方・当日キャンセルを繰り返す方はご予約をお断りする場合がございます。</dd>
            </dl>
          </div>
        </div>
      </section>
      <!-- /.qa -->
      <!-- access -->
      <section id="access" class="access">
        <div class="access__inner inner">
          <h3 class="subttl">ACCESS</h3>
          <div class="access__inner-list">
            <ul>
              <li class="left">
                <iframe
                  src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3280.363957047415!2d135.19255941510016!3d34.69599899097792!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x60008ee5a47c7b43%3A0xb2b5c14469adf08b!2z44CSNjUxLTAwOTQg5YW15bqr55yM56We5oi45biC5Lit5aSu5Yy655C044OO57eS55S677yV5LiB55uu77yV4oiS77yZ!5e0!3m2!1sja!2sjp!4v1661759105871!5m2!1sja!2sjp"
                  style="border: 0"
                  allowfullscreen=""
                  loading="lazy"
                  referrerpolicy="no-referrer-when-downgrade"
                ></iframe>
              </li>
              <li class="right">
                <h4>Body Arrange 軸</h4>
                <dl>
                  <dt>営業時間</dt>
                  <dd>
                    平日9:00~18:00<br />
                    土日9:00~15:00<br />
                    日・祝休み
                  </dd>
                </dl>
                <dl>
                  <dt>住所</dt>
                  <dd>
                    〒651-0094 神戸市中央区琴ノ緒町5丁目5-9フューチャービル401
                  </dd>
                </dl>
                <dl>
                  <dt>アクセス</dt>
                  <dd>
                    <div>
                      <strong>●電車でお越しの方</strong>
                      <p>
                        ここに電車でお越しの方のテキストを入れます。ここに電車でお越しの方のテキストを入れます。ここに電車でお越しの方のテキストを入れます。
                      </p>
                    </div>
                    <div>
                      <strong>●バスでお越しの方</strong>
                      <p>
                        ここにバスでお越しの方のテキストを入れます。ここにバスでお越しの方のテキストを入れます。ここにバスでお越しの方のテキストを入れます。
                      </p>
                    </div>
                    <div>
                      <strong>●お車でお越しの方</strong>
                      <p>
                        ここにお車でお越しの方のテキストを入れます。ここにお車でお越しの方のテキストを入れます。ここにお車でお越しの方のテキストを入れます。
                      </p>
                    </div>
                  </dd>
                </dl>
              </li>
            </ul>
          </div>
        </div>
      </section>
      <!-- /.access -->
    </main>
    <!-- ↑main -->









    <!-- ↓footer -->
<footer class="footer">
    <div class="footer__inner inner">
      <div class="footer__inner-list">
        <ul>
          <li class="left">
            <strong>ご予約はこちらから</strong>
            <p>ご予約やご相談など、<br />お気軽にお電話ください。</p>
          </li>
          <li class="right">
            <strong><span>TEL</span>070-9015-7180</strong>
            <p>初回は問診があるため少しお早めにお越しくださいませ。</p>
          </li>
        </ul>
      </div>
    </div>
    <div class="copyright">
      <small>兵庫県神戸市琴ノ緒町の整体「Body Arrange 軸」JR三ノ宮駅徒歩3分<br />Copyright
        © 2022 Body Arrange 軸. ALL Rights Reserved.</small>
    </div>
  </footer>
  <!-- ↑footer -->


  <!-- cv_btn -->
  <div class="cv_btn">
    <a href="contact.php">
      CONTACT
      <span>お問い合わせは<br class="_tab">こちらから</span>
    </a>
  </div>
  <!-- /.cv_btn -->

  <script src="https://code.jquery.com/jquery-3.6.0.js" integrity="sha256-H+K7U5CnXl1h5ywQfKtSj8PCmoN9aaq30gDh27Xc0jk=" crossorigin="anonymous"></script>
  <script src="https://daiki14.github.io/jiku/js/slick.min.js"></script>
  <script src="https://daiki14.github.io/jiku/js/picturefill.js"></script>
  <script src="https://daiki14.github.io/jiku/js/common.js"></script>
  <script src="https://daiki14.github.io/jiku/js/main.js"></script>
  <script src="https://daiki14.github.io/jiku/js/script.js"></script>
</body>

</html>
