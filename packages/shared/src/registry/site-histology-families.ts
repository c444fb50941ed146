/**
 * IARC's site/histology families (CanReg5 MorphFam.txt, MorphFamDict.txt, Must.txt, MustNot.txt;
 * the IARCcrgTools "site/histology" check), read by coding-checks.ts. Each family: its IARC number
 * and name, then its ICD-O-3 histologies (4 digits, 'a-b' for every ICD-O-3 code from a to b),
 * then after '@' its sites: a 3-character category (C18, every C18.x) or one site (C76.2).
 * A histology in no family may be found at any site. Two sites of Must.txt that ICD-O-3 does not
 * have (C49.7 and C79) are left out.
 */

/** Histologies expected only at the family's sites: elsewhere the combination is unlikely. */
export const ONLY_AT_SITES = `
01 Salivary gland tumours
   8561 8974
   @ C07 C08
02 Stomach tumours
   8142 8214
   @ C16
03 Small intestine tumours
   8683 9764
   @ C17
04 Colo-rectal tumours
   8213 8220 8261 8265
   @ C18 C19 C20 C26 C76.2 C76.3 C76.7 C76.8 C80.9
05 Anal tumours
   8124 8215
   @ C20 C21
06 Gastrointestinal tumours
   8144-8145 8221 8936 9717
   @ C15 C16 C17 C18 C19 C20 C26 C76.2 C76.3 C76.7 C76.8 C80.9
07 Liver tumours
   8170-8175 8970 8975 9124
   @ C22
08 Biliary tumours
   8160-8163 8180 8264
   @ C22 C23 C24
09 Pancreatic tumours
   8150-8152 8154-8155 8202 8452-8453 8971
   @ C25
10 Olfactory tumours
   9520-9523
   @ C30 C31
11 Lung tumours
   8012 8040-8046 8250 8252-8255 8827 8972
   @ C34 C39.8 C39.9 C76.1 C76.7 C76.8 C80.9
12 Mesotheliomas and pleuropulmonary blastomas
   8973 9050-9053 9055
   @ C34 C38.4 C39.8 C39.9 C48 C76.1 C76.2 C76.3 C76.7 C76.8 C80.9
13 Thymus tumours
   8580-8589 9679
   @ C37 C38
14 Cystic tumours of atrio-ventricular node
   8454
   @ C38.0
15 Askin tumours
   9365
   @ C39 C40 C41 C49 C76.1 C76.7 C76.8 C80.9
16 Adamantinomas of long bones
   9261
   @ C40.0 C40.2 C40.8 C40.9
17 Bone tumours
   8812 9180-9210 9250 9262-9342
   @ C40 C41
18 Haematopoietic tumours
   9689 9732-9733 9742 9761 9765 9800-9920 9931-9967 9980-9992
   @ C42
19 Skin tumours
   8081 8090-8097 8100-8110 8390-8420 8542 8790 9597 9700 9709 9718 9726
   @ C00 C44 C51 C60 C63.2 C76 C80.9
20 Tumours of skin and subcutaneous tissue
   8247 8832-8833 9507 9708
   @ C00 C44 C49 C51 C60 C63.2 C63.8 C63.9 C80.9
21 Breast tumours
   8204 8314-8315 8501-8502 8505-8508 8512-8513 8520-8524 8530-8541 8543 8983 9010-9012 9016-9030
   @ C50 C76.1 C76.7 C76.8 C80.9
22 Genital rhabdomyomas
   8905
   @ C51 C52 C57.8 C57.9
23 Endometrial stromal sarcomas
   8930-8931
   @ C54 C55 C57.8 C57.9
24 Ovarian tumours
   8313 8441-8444 8451 8460 8462-8473 8593-8623 8632 8641 8660-8670 9000 9013-9015 9090-9091
   @ C56 C57 C76.2 C76.3 C76.7 C76.8 C80.9
25 Placental tumours
   9103-9104
   @ C58
26 Tumours of female genital organs
   8380-8384 8482 8934 8950-8951
   @ C48 C49.4 C49.5 C49.6 C49.8 C53 C54 C55 C56 C57 C76.2 C76.3 C76.7 C76.8 C80.9
27 Queyrat erythroplasias
   8080
   @ C60
28 Testicular tumours
   9061-9063 9102
   @ C62 C63
29 Renal tumours
   8312 8316-8319 8325 8361 8959-8960 8964-8967
   @ C64 C68.8 C68.9
30 Retinoblastomas
   9510-9514
   @ C69.2 C69.8 C69.9
31 Naevi and melanomas of the eye
   8726 8773-8774
   @ C69
32 Meningeal tumours
   8728 9530-9539
   @ C70 C71 C72
33 Cerebellar tumours
   9470-9472 9474-9480 9493
   @ C71.6 C71.8 C71.9 C72.8 C72.9
34 Cerebral tumours
   9381 9390 9444
   @ C71 C72.8 C72.9
35 CNS tumours
   9121-9123 9131 9380 9382-9384 9391-9394 9400-9442 9450-9460 9473 9505-9506 9508-9509
   @ C70 C71 C72 C75.3
36 Thyroid tumours
   8330-8350
   @ C73
37 Adrenal tumours
   8370-8375 8700
   @ C74
38 Parathyroid tumours
   8321-8322
   @ C75.0
39 Pituitary tumours
   8270-8281 8300 9350-9352 9582
   @ C75.1 C75.2
40 Pineal tumours
   9360-9362 9395
   @ C75.3
41 Carotid body tumours
   8692
   @ C75.4
42 Tumours of glomus jugulare/aortic body
   8690-8691
   @ C75.5
43 Adenoid basal carcinomas
   8098
   @ C44 C53 C57.8
44 Gastrinomas, Somatostatinomas, Enteroglucagonomas
   8153 8156-8158
   @ C16 C17 C25 C26 C76.2 C76.7 C76.8 C80.9
45 Oxyphilic adenocarcinomas
   8290
   @ C07 C08 C64 C68.8 C68.9 C73 C75.8 C75.9 C76.0 C76.2 C76.7 C76.8 C80.9
46 Papillary (cyst)adeno-carcinomas
   8450
   @ C25 C26 C56 C57
47 Serous surface papillary carcinomas
   8461
   @ C48 C56
48 Gonadal tumours
   8590-8592 8630-8631 8633-8640 8642-8650 9054
   @ C56 C57.8 C57.9 C62 C63.8 C63.9 C76.2 C76.3 C76.7 C76.8 C80.9
49 Naevi and Melanomas
   8720-8725 8727 8730-8772 8780
   @ C20 C21 C30 C44 C51 C60 C63.2 C69 C70 C76 C80.9
50 Adenosarcomas and Mesonephromas
   8932-8933 9110
   @ C51 C52 C53 C54 C55 C56 C57 C64 C65 C66 C67 C68 C76.2 C76.3 C76.7 C76.8 C80.9
51 Stromal sarcomas
   8935
   @ C50 C53 C54 C55 C56 C57 C76.1 C76.2 C76.3 C76.7 C76.8 C80.9
52 Tumours of bone and connective tissue
   9040-9044 9251-9260
   @ C40 C41 C49 C76 C80.9
53 Chondromatous tumours
   9220-9243
   @ C30.0 C31 C32.3 C32.8 C32.9 C33.9 C39 C40 C41 C49 C76 C80.9
54 Intraepithelial tumours
   8077 8148
   @ C21 C51 C52 C53 C61
55 Transitional cell tumours
   8120-8122 8130-8131
   @ C11 C14 C20 C21 C26 C30 C31 C39 C53 C61 C64 C65 C66 C67 C68 C76.0 C76.1 C76.2 C76.3 C76.7
   @ C76.8 C80.9
56 Carcinoid tumours
   8240-8246 8248-8249
   @ C15 C16 C17 C18 C19 C20 C21 C22 C23 C24 C25 C26 C34 C37 C38.1 C38.2 C38.3 C39.8 C39.9 C56
   @ C57.8 C57.9 C73 C76.0 C76.1 C76.2 C76.3 C76.7 C76.8 C80
57 Ductal and lobular tumours
   8500 8503-8504 8514 8525
   @ C06.9 C07 C08 C21 C22 C23 C24 C25 C26.8 C26.9 C50 C61 C63.8 C63.9 C75.8 C75.9 C76.0 C76.2
   @ C76.3 C76.7 C76.8 C80.9
58 Paragangliomas
   8680-8682 8693 8710-8713
   @ C38 C39.8 C39.9 C47 C48 C49 C67 C68 C71 C72 C73 C74 C75 C76 C80.9
59 Germ cell and trophoblastic tumours
   9060 9064-9085 9105
   @ C38 C39.8 C39.9 C48 C49 C56 C57 C62 C63 C71 C72 C75 C76.0 C76.1 C76.2 C76.3 C76.7 C76.8
   @ C80.9
60 Choriocarcinomas
   9100-9101
   @ C38 C56 C57 C58 C62 C76.1 C76.2 C76.3 C76.7 C76.8 C80.9
61 Chordomas
   9370-9373
   @ C11 C14 C30 C31 C39 C40 C41 C49 C71 C72 C75 C76 C80.9
62 Neuroepitheliomatous tumours
   9490-9492 9500-9504
   @ C38 C39.8 C39.9 C47 C48 C49 C69 C70 C71 C72 C74 C75.8 C75.9 C76 C80.9
63 Nerve sheath tumours
   9540-9571
   @ C38 C39.8 C39.9 C47 C48 C49 C69 C70 C71 C72 C76 C80.9
`;

/** Histologies not expected at the family's sites: there the combination is unlikely. */
export const NOT_AT_SITES = `
01 Not haematopoietic tumours
   8004-8005 8831 8834-8836 9170-9175
   @ C42
02 Not site-specific carcinomas
   8010-8011 8013-8035 8050-8076 8078 8082-8084 8123 8140-8141 8143 8146-8147 8149 8190-8201
   8210-8212 8230-8231 8251 8260 8262-8263 8310-8311 8320 8323-8324 8360 8430-8440 8480-8481 8490
   8510 8550-8560 8562-8576 8940-8941 8980-8982
   @ C40 C41 C42 C47 C48 C49 C70 C71 C72 C77
03 Not site-specific sarcomas
   8671 8800-8801 8803-8806 8963 9120 9125-9130 9133-9136 9141-9161 9363-9364 9580-9581
   @ C42.0 C42.1 C42.3 C42.4 C77
04 Giant cell sarcomas
   8802
   @ C40 C41 C42.0 C42.1 C42.3 C42.4 C77
05 Not CNS affecting sarcomas
   8810-8811 8813-8826 8830 8840-8904 8910-8921 8990-8991 9132
   @ C42.0 C42.1 C42.3 C42.4 C70 C71 C72 C77
06 Kaposi sarcoma
   9140
   @ C07 C08 C22 C23 C24 C25 C40 C41 C42 C47 C48 C50 C51 C52 C53 C54 C55 C56 C57 C58 C61 C62 C64
   @ C65 C66 C67 C68 C70 C71 C72 C73 C74 C75
07 Plasmacytomas, extramedullary
   9734
   @ C40 C41
`;
