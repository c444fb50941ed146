/**
 * ICD-O-3 morphology terms 8000 to 8999 (epithelial, melanocytic and soft-tissue tumours), one a
 * line: histology/behaviour, then WHO's preferred term (ICD-O-3, first edition). The malignant
 * (/3) terms are those of the CanReg5 dictionary (demo/dictionary/trn-dictionary.txt); the in situ
 * (/2) terms are the in situ codes ICD-O-3 lists in this range; the benign (/0) and uncertain (/1)
 * terms are the common ones ICD-O-3 lists. Read by icdo3-morphology.ts.
 */
export const MORPHOLOGY_TERMS_8000 = `
8000/0 Neoplasm, benign
8000/1 Neoplasm, uncertain whether benign or malignant
8000/3 Neoplasm, malignant
8001/3 Tumor cells, malignant
8002/3 Malignant tumor, small cell type
8003/3 Malignant tumor, giant cell type
8004/3 Malignant tumor, spindle cell type
8005/3 Malignant tumor, clear cell type
8010/0 Epithelial tumor, benign
8010/2 Carcinoma in situ, NOS
8010/3 Carcinoma, NOS
8011/3 Epithelioma, malignant
8012/3 Large cell carcinoma, NOS
8013/3 Large cell neuroendocrine carcinoma
8014/3 Large cell carcinoma with rhabdoid phenotype
8015/3 Glassy cell carcinoma
8020/3 Carcinoma, undifferentiated, NOS
8021/3 Carcinoma, anaplastic, NOS
8022/3 Pleomorphic carcinoma
8030/3 Giant cell and spindle cell carcinoma
8031/3 Giant cell carcinoma
8032/3 Spindle cell carcinoma, NOS
8033/3 Pseudosarcomatous carcinoma
8034/3 Polygonal cell carcinoma
8035/3 Carcinoma with osteoclast-like giant cells
8041/3 Small cell carcinoma, NOS
8042/3 Oat cell carcinoma
8043/3 Small cell carcinoma, fusiform cell
8044/3 Small cell carcinoma, intermediate cell
8045/3 Combined small cell carcinoma
8046/3 Non-small cell carcinoma
8050/0 Papilloma, NOS
8050/2 Papillary carcinoma in situ
8050/3 Papillary carcinoma, NOS
8051/3 Verrucous carcinoma, NOS
8052/0 Squamous cell papilloma, NOS
8052/2 Papillary squamous cell carcinoma, non-invasive
8052/3 Papillary squamous cell carcinoma
8070/2 Squamous cell carcinoma in situ, NOS
8070/3 Squamous cell carcinoma, NOS
8071/3 Squamous cell carcinoma, keratinizing, NOS
8072/3 Squamous cell carcinoma, large cell, nonkeratinizing, NOS
8073/3 Squamous cell carcinoma, small cell, nonkeratinizing
8074/3 Squamous cell carcinoma, spindle cell
8075/3 Squamous cell carcinoma, adenoid
8076/2 Squamous cell carcinoma in situ with questionable stromal invasion
8076/3 Squamous cell carcinoma, microinvasive
8077/2 Squamous intraepithelial neoplasia, grade III
8078/3 Squamous cell carcinoma with horn formation
8080/2 Queyrat erythroplasia
8081/2 Bowen disease
8082/3 Lymphoepithelial carcinoma
8083/3 Basaloid squamous cell carcinoma
8084/3 Squamous cell carcinoma, clear cell type
8090/3 Basal cell carcinoma, NOS
8091/3 Multifocal superficial basal cell carcinoma
8092/3 Infiltrating basal cell carcinoma, NOS
8093/3 Basal cell carcinoma, fibroepithelial
8094/3 Basosquamous carcinoma
8095/3 Metatypical carcinoma
8097/3 Basal cell carcinoma, nodular
8098/3 Adenoid basal carcinoma
8102/3 Trichilemmocarcinoma
8110/3 Pilomatrix carcinoma
8120/0 Transitional cell papilloma, benign
8120/1 Urothelial papilloma
8120/2 Transitional cell carcinoma in situ
8120/3 Transitional cell carcinoma, NOS
8121/3 Schneiderian carcinoma
8122/3 Transitional cell carcinoma, spindle cell
8123/3 Basaloid carcinoma
8124/3 Cloacogenic carcinoma
8130/2 Papillary transitional cell carcinoma, non-invasive
8130/3 Papillary transitional cell carcinoma
8131/3 Transitional cell carcinoma, micropapillary
8140/0 Adenoma, NOS
8140/1 Atypical adenoma
8140/2 Adenocarcinoma in situ, NOS
8140/3 Adenocarcinoma, NOS
8141/3 Scirrhous adenocarcinoma
8142/3 Linitis plastica
8143/3 Superficial spreading adenocarcinoma
8144/3 Adenocarcinoma, intestinal type
8145/3 Carcinoma, diffuse type
8147/3 Basal cell adenocarcinoma
8148/2 Glandular intraepithelial neoplasia, grade III
8150/3 Islet cell carcinoma
8151/3 Insulinoma, malignant
8152/3 Glucagonoma, malignant
8153/3 Gastrinoma, malignant
8154/3 Mixed islet cell and exocrine adenocarcinoma
8155/3 Vipoma, malignant
8156/3 Somatostatinoma, malignant
8157/3 Enteroglucagonoma, malignant
8160/3 Cholangiocarcinoma
8161/3 Bile duct cystadenocarcinoma
8162/3 Klatskin tumor
8170/3 Hepatocellular carcinoma, NOS
8171/3 Hepatocellular carcinoma, fibrolamellar
8172/3 Hepatocellular carcinoma, scirrhous
8173/3 Hepatocellular carcinoma, spindle cell variant
8174/3 Hepatocellular carcinoma, clear cell type
8175/3 Hepatocellular carcinoma, pleomorphic type
8180/3 Combined hepatocellular carcinoma and cholangiocarcinoma
8190/3 Trabecular adenocarcinoma
8200/3 Adenoid cystic carcinoma
8201/2 Cribriform carcinoma in situ
8201/3 Cribriform carcinoma, NOS
8210/0 Adenomatous polyp, NOS
8210/2 Adenocarcinoma in situ in adenomatous polyp
8210/3 Adenocarcinoma in adenomatous polyp
8211/0 Tubular adenoma, NOS
8211/3 Tubular adenocarcinoma
8214/3 Parietal cell carcinoma
8215/3 Adenocarcinoma of anal glands
8220/0 Adenomatous polyposis coli
8220/3 Adenocarcinoma in adenomatous polyposis coli
8221/3 Adenocarcinoma in multiple adenomatous polyps
8230/2 Ductal carcinoma in situ, solid type
8230/3 Solid carcinoma, NOS
8231/3 Carcinoma simplex
8240/3 Carcinoid tumor, NOS
8241/3 Enterochromaffin cell carcinoid
8242/3 Enterochromaffin-like cell tumor, malignant
8243/3 Goblet cell carcinoid
8244/3 Composite carcinoid
8245/3 Adenocarcinoid tumor
8246/3 Neuroendocrine carcinoma, NOS
8247/3 Merkel cell carcinoma
8249/3 Atypical carcinoid tumor
8250/3 Bronchiolo-alveolar adenocarcinoma, NOS
8251/3 Alveolar adenocarcinoma
8252/3 Bronchiolo-alveolar carcinoma, non-mucinous
8253/3 Bronchiolo-alveolar carcinoma, mucinous
8254/3 Bronchiolo-alveolar carcinoma, mixed mucinous and non-mucinous
8255/3 Adenocarcinoma with mixed subtypes
8260/3 Papillary adenocarcinoma, NOS
8261/0 Villous adenoma, NOS
8261/2 Adenocarcinoma in situ in villous adenoma
8261/3 Adenocarcinoma in villous adenoma
8262/3 Villous adenocarcinoma
8263/0 Tubulovillous adenoma, NOS
8263/2 Adenocarcinoma in situ in tubulovillous adenoma
8263/3 Adenocarcinoma in tubulovillous adenoma
8270/3 Chromophobe carcinoma
8271/0 Prolactinoma
8272/0 Pituitary adenoma, NOS
8272/3 Pituitary carcinoma, NOS
8280/3 Acidophil carcinoma
8281/3 Mixed acidophil-basophil carcinoma
8290/0 Oxyphilic adenoma
8290/3 Oxyphilic adenocarcinoma
8300/3 Basophil carcinoma
8310/3 Clear cell adenocarcinoma, NOS
8312/3 Renal cell carcinoma, NOS
8313/3 Clear cell adenocarcinofibroma
8314/3 Lipid-rich carcinoma
8315/3 Glycogen-rich carcinoma
8316/3 Cyst-associated renal cell carcinoma
8317/3 Renal cell carcinoma, chromophobe type
8318/3 Renal cell carcinoma, sarcomatoid
8319/3 Collecting duct carcinoma
8320/3 Granular cell carcinoma
8322/3 Water-clear cell adenocarcinoma
8323/3 Mixed cell adenocarcinoma
8330/0 Follicular adenoma
8330/1 Atypical follicular adenoma
8330/3 Follicular adenocarcinoma, NOS
8331/3 Follicular adenocarcinoma, well differentiated
8332/3 Follicular adenocarcinoma, trabecular
8333/3 Fetal adenocarcinoma
8335/3 Follicular carcinoma, minimally invasive
8337/3 Insular carcinoma
8340/3 Papillary carcinoma, follicular variant
8341/3 Papillary microcarcinoma
8342/3 Papillary carcinoma, oxyphilic cell
8343/3 Papillary carcinoma, encapsulated
8344/3 Papillary carcinoma, columnar cell
8345/3 Medullary carcinoma with amyloid stroma
8346/3 Mixed medullary-follicular carcinoma
8347/3 Mixed medullary-papillary carcinoma
8350/3 Nonencapsulated sclerosing carcinoma
8370/3 Adrenal cortical carcinoma
8380/3 Endometrioid adenocarcinoma, NOS
8381/3 Endometrioid adenofibroma, malignant
8382/3 Endometrioid adenocarcinoma, secretory variant
8383/3 Endometrioid adenocarcinoma, ciliated cell variant
8384/3 Adenocarcinoma, endocervical type
8390/3 Skin appendage carcinoma
8400/3 Sweat gland adenocarcinoma
8401/3 Apocrine adenocarcinoma
8402/3 Nodular hidradenoma, malignant
8403/3 Malignant eccrine spiradenoma
8407/3 Sclerosing sweat duct carcinoma
8408/3 Eccrine papillary adenocarcinoma
8409/3 Eccrine poroma, malignant
8410/3 Sebaceous adenocarcinoma
8413/3 Eccrine adenocarcinoma
8420/3 Ceruminous adenocarcinoma
8430/3 Mucoepidermoid carcinoma
8440/0 Cystadenoma, NOS
8440/3 Cystadenocarcinoma, NOS
8441/0 Serous cystadenoma, NOS
8441/3 Serous cystadenocarcinoma, NOS
8442/1 Serous cystadenoma, borderline malignancy
8450/3 Papillary cystadenocarcinoma, NOS
8452/3 Solid pseudopapillary carcinoma
8453/2 Intraductal papillary-mucinous carcinoma, non-invasive
8453/3 Intraductal papillary-mucinous carcinoma, invasive
8460/3 Papillary serous cystadenocarcinoma
8461/3 Serous surface papillary carcinoma
8462/1 Serous papillary cystic tumor of borderline malignancy
8470/0 Mucinous cystadenoma, NOS
8470/2 Mucinous cystadenocarcinoma, non-invasive
8470/3 Mucinous cystadenocarcinoma, NOS
8471/3 Papillary mucinous cystadenocarcinoma
8472/1 Mucinous cystic tumor of borderline malignancy
8473/1 Papillary mucinous cystadenoma, borderline malignancy
8480/3 Mucinous adenocarcinoma
8481/3 Mucin-producing adenocarcinoma
8482/3 Mucinous adenocarcinoma, endocervical type
8490/3 Signet ring cell carcinoma
8500/2 Intraductal carcinoma, noninfiltrating, NOS
8500/3 Infiltrating duct carcinoma, NOS
8501/2 Comedocarcinoma, noninfiltrating
8501/3 Comedocarcinoma, NOS
8502/3 Secretory carcinoma of breast
8503/0 Intraductal papilloma
8503/2 Noninfiltrating intraductal papillary adenocarcinoma
8503/3 Intraductal papillary adenocarcinoma with invasion
8504/2 Noninfiltrating intracystic carcinoma
8504/3 Intracystic carcinoma, NOS
8507/2 Intraductal micropapillary carcinoma
8508/3 Cystic hypersecretory carcinoma
8510/3 Medullary carcinoma, NOS
8512/3 Medullary carcinoma with lymphoid stroma
8513/3 Atypical medullary carcinoma
8514/3 Duct carcinoma, desmoplastic type
8520/2 Lobular carcinoma in situ, NOS
8520/3 Lobular carcinoma, NOS
8521/3 Infiltrating ductular carcinoma
8522/2 Intraductal carcinoma and lobular carcinoma in situ
8522/3 Infiltrating duct and lobular carcinoma
8523/3 Infiltrating duct mixed with other types of carcinoma
8524/3 Infiltrating lobular mixed with other types of carcinoma
8525/3 Polymorphous low grade adenocarcinoma
8530/3 Inflammatory carcinoma
8540/3 Paget disease, mammary
8541/3 Paget disease and infiltrating duct carcinoma of breast
8542/3 Paget disease, extramammary (except Paget disease of bone)
8543/3 Paget disease and intraductal carcinoma of breast
8550/3 Acinar cell carcinoma
8551/3 Acinar cell cystadenocarcinoma
8560/3 Adenosquamous carcinoma
8561/0 Adenolymphoma
8562/3 Epithelial-myoepithelial carcinoma
8570/3 Adenocarcinoma with squamous metaplasia
8571/3 Adenocarcinoma with cartilaginous and osseous metaplasia
8572/3 Adenocarcinoma with spindle cell metaplasia
8573/3 Adenocarcinoma with apocrine metaplasia
8574/3 Adenocarcinoma with neuroendocrine differentiation
8575/3 Metaplastic carcinoma, NOS
8576/3 Hepatoid adenocarcinoma
8580/3 Thymoma, malignant, NOS
8581/3 Thymoma, type A, malignant
8582/3 Thymoma, type AB, malignant
8583/3 Thymoma, type B1, malignant
8584/3 Thymoma, type B2, malignant
8585/3 Thymoma, type B3, malignant
8586/3 Thymic carcinoma, NOS
8588/3 Spindle epithelial tumor with thymus-like element
8589/3 Carcinoma showing thymus-like element
8600/0 Thecoma, NOS
8600/3 Thecoma, malignant
8620/1 Granulosa cell tumor, NOS
8620/3 Granulosa cell tumor, malignant
8630/3 Androblastoma, malignant
8631/3 Sertoli-Leydig cell tumor, poorly differentiated
8634/3 Sertoli-Leydig cell tumor, poorly differentiated, with heterologous elements
8640/3 Sertoli cell carcinoma
8650/3 Leydig cell tumor, malignant
8670/3 Steroid cell tumor, malignant
8680/1 Paraganglioma, NOS
8680/3 Paraganglioma, malignant
8693/3 Extra-adrenal paraganglioma, malignant
8700/0 Pheochromocytoma, NOS
8700/3 Pheochromocytoma, malignant
8710/3 Glomangiosarcoma
8711/3 Glomus tumor, malignant
8720/0 Pigmented nevus, NOS
8720/2 Melanoma in situ
8720/3 Malignant melanoma, NOS
8721/3 Nodular melanoma
8722/3 Balloon cell melanoma
8723/3 Malignant melanoma, regressing
8728/3 Meningeal melanomatosis
8730/3 Amelanotic melanoma
8740/3 Malignant melanoma in junctional nevus
8741/3 Malignant melanoma in precancerous melanosis
8742/2 Lentigo maligna
8742/3 Lentigo maligna melanoma
8743/3 Superficial spreading melanoma
8744/3 Acral lentiginous melanoma, malignant
8745/3 Desmoplastic melanoma, malignant
8746/3 Mucosal lentiginous melanoma
8761/3 Malignant melanoma in giant pigmented nevus
8770/3 Mixed epithelioid and spindle cell melanoma
8771/3 Epithelioid cell melanoma
8772/3 Spindle cell melanoma, NOS
8773/3 Spindle cell melanoma, type A
8774/3 Spindle cell melanoma, type B
8780/3 Blue nevus, malignant
8800/3 Sarcoma, NOS
8801/3 Spindle cell sarcoma
8802/3 Giant cell sarcoma (except of bone)
8803/3 Small cell sarcoma
8804/3 Epithelioid sarcoma
8805/3 Undifferentiated sarcoma
8806/3 Desmoplastic small round cell tumor
8810/3 Fibrosarcoma, NOS
8811/3 Fibromyxosarcoma
8812/3 Periosteal fibrosarcoma
8813/3 Fascial fibrosarcoma
8814/3 Infantile fibrosarcoma
8815/3 Solitary fibrous tumor, malignant
8821/1 Aggressive fibromatosis
8830/3 Malignant fibrous histiocytoma
8832/3 Dermatofibrosarcoma, NOS
8833/3 Pigmented dermatofibrosarcoma protuberans
8840/3 Myxosarcoma
8850/3 Liposarcoma, NOS
8851/3 Liposarcoma, well differentiated
8852/3 Myxoid liposarcoma
8853/3 Round cell liposarcoma
8854/3 Pleomorphic liposarcoma
8855/3 Mixed liposarcoma
8857/3 Fibroblastic liposarcoma
8858/3 Dedifferentiated liposarcoma
8890/0 Leiomyoma, NOS
8890/3 Leiomyosarcoma, NOS
8891/3 Epithelioid leiomyosarcoma
8894/3 Angiomyosarcoma
8895/3 Myosarcoma
8896/3 Myxoid leiomyosarcoma
8900/3 Rhabdomyosarcoma, NOS
8901/3 Pleomorphic rhabdomyosarcoma, adult type
8902/3 Mixed type rhabdomyosarcoma
8910/3 Embryonal rhabdomyosarcoma, NOS
8912/3 Spindle cell rhabdomyosarcoma
8920/3 Alveolar rhabdomyosarcoma
8921/3 Rhabdomyosarcoma with ganglionic differentiation
8930/3 Endometrial stromal sarcoma, NOS
8931/3 Endometrial stromal sarcoma, low grade
8933/3 Adenosarcoma
8934/3 Carcinofibroma
8935/3 Stromal sarcoma, NOS
8936/0 Gastrointestinal stromal tumor, benign
8936/1 Gastrointestinal stromal tumor, NOS
8936/3 Gastrointestinal stromal sarcoma
8940/0 Pleomorphic adenoma
8940/3 Mixed tumor, malignant, NOS
8941/3 Carcinoma in pleomorphic adenoma
8950/3 Mullerian mixed tumor
8951/3 Mesodermal mixed tumor
8959/3 Malignant cystic nephroma
8960/3 Nephroblastoma, NOS
8963/3 Malignant rhabdoid tumor
8964/3 Clear cell sarcoma of kidney
8970/3 Hepatoblastoma
8971/3 Pancreatoblastoma
8972/3 Pulmonary blastoma
8973/3 Pleuropulmonary blastoma
8980/3 Carcinosarcoma, NOS
8981/3 Carcinosarcoma, embryonal
8982/3 Malignant myoepithelioma
8990/3 Mesenchymoma, malignant
8991/3 Embryonal sarcoma
`;
