/**
 * ICD-O-3 morphology terms 9000 to 9989 (germ cell, bone, nervous system, lymphoid and myeloid
 * tumours), one a line: histology/behaviour, then WHO's preferred term (ICD-O-3, first edition).
 * The malignant (/3) terms are those of the CanReg5 dictionary (demo/dictionary/trn-dictionary.txt);
 * the in situ (/2), benign (/0) and uncertain (/1) terms are the common ones ICD-O-3 lists.
 * Read by icdo3-morphology.ts.
 */
export const MORPHOLOGY_TERMS_9000 = `
9000/3 Brenner tumor, malignant
9010/0 Fibroadenoma, NOS
9014/3 Serous adenocarcinofibroma
9015/3 Mucinous adenocarcinofibroma
9020/1 Phyllodes tumor, borderline
9020/3 Phyllodes tumor, malignant
9040/3 Synovial sarcoma, NOS
9041/3 Synovial sarcoma, spindle cell
9042/3 Synovial sarcoma, epithelioid cell
9043/3 Synovial sarcoma, biphasic
9044/3 Clear cell sarcoma, NOS (except of kidney)
9050/3 Mesothelioma, malignant
9051/3 Fibrous mesothelioma, malignant
9052/3 Epithelioid mesothelioma, malignant
9053/3 Mesothelioma, biphasic, malignant
9060/3 Dysgerminoma
9061/3 Seminoma, NOS
9062/3 Seminoma, anaplastic
9063/3 Spermatocytic seminoma
9064/2 Intratubular malignant germ cells
9064/3 Germinoma
9065/3 Germ cell tumor, nonseminomatous
9070/3 Embryonal carcinoma, NOS
9071/3 Yolk sac tumor
9072/3 Polyembryoma
9080/0 Teratoma, benign
9080/3 Teratoma, malignant, NOS
9081/3 Teratocarcinoma
9082/3 Malignant teratoma, undifferentiated
9083/3 Malignant teratoma, intermediate
9084/3 Teratoma with malignant transformation
9085/3 Mixed germ cell tumor
9090/3 Struma ovarii, malignant
9100/3 Choriocarcinoma, NOS
9101/3 Choriocarcinoma combined with other germ cell elements
9102/3 Malignant teratoma, trophoblastic
9105/3 Trophoblastic tumor, epithelioid
9110/3 Mesonephroma, malignant
9120/0 Hemangioma, NOS
9120/3 Hemangiosarcoma
9124/3 Kupffer cell sarcoma
9130/3 Hemangioendothelioma, malignant
9133/3 Epithelioid hemangioendothelioma, malignant
9140/3 Kaposi sarcoma
9150/3 Hemangiopericytoma, malignant
9161/1 Hemangioblastoma
9170/0 Lymphangioma, NOS
9170/3 Lymphangiosarcoma
9180/3 Osteosarcoma, NOS
9181/3 Chondroblastic osteosarcoma
9182/3 Fibroblastic osteosarcoma
9183/3 Telangiectatic osteosarcoma
9184/3 Osteosarcoma in Paget disease of bone
9185/3 Small cell osteosarcoma
9186/3 Central osteosarcoma
9187/3 Intraosseous well differentiated osteosarcoma
9192/3 Parosteal osteosarcoma
9193/3 Periosteal osteosarcoma
9194/3 High grade surface osteosarcoma
9195/3 Intracortical osteosarcoma
9220/3 Chondrosarcoma, NOS
9221/3 Juxtacortical chondrosarcoma
9230/3 Chondroblastoma, malignant
9231/3 Myxoid chondrosarcoma
9240/3 Mesenchymal chondrosarcoma
9242/3 Clear cell chondrosarcoma
9243/3 Dedifferentiated chondrosarcoma
9250/1 Giant cell tumor of bone, NOS
9250/3 Giant cell tumor of bone, malignant
9251/3 Malignant giant cell tumor of soft parts
9252/3 Malignant tenosynovial giant cell tumor
9260/3 Ewing sarcoma
9261/3 Adamantinoma of long bones
9270/3 Odontogenic tumor, malignant
9290/3 Ameloblastic odontosarcoma
9310/3 Ameloblastoma, malignant
9330/3 Ameloblastic fibrosarcoma
9342/3 Odontogenic carcinosarcoma
9350/1 Craniopharyngioma
9362/3 Pineoblastoma
9364/3 Peripheral neuroectodermal tumor
9365/3 Askin tumor
9370/3 Chordoma, NOS
9371/3 Chondroid chordoma
9372/3 Dedifferentiated chordoma
9380/3 Glioma, malignant
9381/3 Gliomatosis cerebri
9382/3 Mixed glioma
9383/1 Subependymoma
9384/1 Subependymal giant cell astrocytoma
9390/0 Choroid plexus papilloma, NOS
9390/3 Choroid plexus carcinoma
9391/3 Ependymoma, NOS
9392/3 Ependymoma, anaplastic
9393/3 Papillary ependymoma
9400/3 Astrocytoma, NOS
9401/3 Astrocytoma, anaplastic
9410/3 Protoplasmic astrocytoma
9411/3 Gemistocytic astrocytoma
9413/0 Dysembryoplastic neuroepithelial tumor
9420/3 Fibrillary astrocytoma
9421/1 Pilocytic astrocytoma
9423/3 Polar spongioblastoma
9424/3 Pleomorphic xanthoastrocytoma
9430/3 Astroblastoma
9440/3 Glioblastoma, NOS
9441/3 Giant cell glioblastoma
9442/3 Gliosarcoma
9450/3 Oligodendroglioma, NOS
9451/3 Oligodendroglioma, anaplastic
9460/3 Oligodendroblastoma
9470/3 Medulloblastoma, NOS
9471/3 Desmoplastic nodular medulloblastoma
9472/3 Medullomyoblastoma
9473/3 Primitive neuroectodermal tumor, NOS
9474/3 Large cell medulloblastoma
9480/3 Cerebellar sarcoma, NOS
9490/3 Ganglioneuroblastoma
9500/3 Neuroblastoma, NOS
9501/3 Medulloepithelioma, NOS
9502/3 Teratoid medulloepithelioma
9503/3 Neuroepithelioma, NOS
9504/3 Spongioneuroblastoma
9505/1 Ganglioglioma, NOS
9505/3 Ganglioglioma, anaplastic
9506/1 Central neurocytoma
9508/3 Atypical teratoid/rhabdoid tumor
9510/3 Retinoblastoma, NOS
9511/3 Retinoblastoma, differentiated
9512/3 Retinoblastoma, undifferentiated
9513/3 Retinoblastoma, diffuse
9520/3 Olfactory neurogenic tumor
9521/3 Olfactory neurocytoma
9522/3 Olfactory neuroblastoma
9523/3 Olfactory neuroepithelioma
9530/0 Meningioma, NOS
9530/3 Meningioma, malignant
9538/1 Clear cell meningioma
9538/3 Papillary meningioma
9539/1 Atypical meningioma
9539/3 Meningeal sarcomatosis
9540/3 Malignant peripheral nerve sheath tumor
9560/3 Neurilemoma, malignant
9561/3 Malignant peripheral nerve sheath tumor with rhabdomyoblastic differentiation
9571/3 Perineurioma, malignant
9580/3 Granular cell tumor, malignant
9581/3 Alveolar soft part sarcoma
9590/3 Malignant lymphoma, NOS
9591/3 Malignant lymphoma, non-Hodgkin, NOS
9596/3 Composite Hodgkin and non-Hodgkin lymphoma
9650/3 Hodgkin lymphoma, NOS
9651/3 Hodgkin lymphoma, lymphocyte-rich
9652/3 Hodgkin lymphoma, mixed cellularity, NOS
9653/3 Hodgkin lymphoma, lymphocyte depletion, NOS
9654/3 Hodgkin lymphoma, lymphocyte depletion, diffuse fibrosis
9655/3 Hodgkin lymphoma, lymphocyte depletion, reticular
9659/3 Hodgkin lymphoma, nodular lymphocyte predominance
9661/3 Hodgkin granuloma
9662/3 Hodgkin sarcoma
9663/3 Hodgkin lymphoma, nodular sclerosis, NOS
9664/3 Hodgkin lymphoma, nodular sclerosis, cellular phase
9665/3 Hodgkin lymphoma, nodular sclerosis, grade 1
9667/3 Hodgkin lymphoma, nodular sclerosis, grade 2
9670/3 Malignant lymphoma, small B lymphocytic, NOS
9671/3 Malignant lymphoma, lymphoplasmacytic
9673/3 Mantle cell lymphoma
9675/3 Malignant lymphoma, mixed small and large cell, diffuse
9678/3 Primary effusion lymphoma
9679/3 Mediastinal large B-cell lymphoma
9680/3 Malignant lymphoma, large B-cell, diffuse, NOS
9684/3 Malignant lymphoma, large B-cell, diffuse, immunoblastic, NOS
9687/3 Burkitt lymphoma, NOS
9689/3 Splenic marginal zone B-cell lymphoma
9690/3 Follicular lymphoma, NOS
9691/3 Follicular lymphoma, grade 2
9695/3 Follicular lymphoma, grade 1
9698/3 Follicular lymphoma, grade 3
9699/3 Marginal zone B-cell lymphoma, NOS
9700/3 Mycosis fungoides
9701/3 Sezary syndrome
9702/3 Mature T-cell lymphoma, NOS
9705/3 Angioimmunoblastic T-cell lymphoma
9708/3 Subcutaneous panniculitis-like T-cell lymphoma
9709/3 Cutaneous T-cell lymphoma, NOS
9714/3 Anaplastic large cell lymphoma, T cell and Null cell type
9716/3 Hepatosplenic (gamma-delta) cell lymphoma
9717/3 Intestinal T-cell lymphoma
9718/3 Primary cutaneous CD30+ T-cell lymphoproliferative disorder
9719/3 NK/T-cell lymphoma, nasal and nasal-type
9727/3 Precursor cell lymphoblastic lymphoma, NOS
9728/3 Precursor B-cell lymphoblastic lymphoma
9729/3 Precursor T-cell lymphoblastic lymphoma
9731/3 Plasmacytoma, NOS
9732/3 Multiple myeloma
9733/3 Plasma cell leukemia
9734/3 Plasmacytoma, extramedullary (not occurring in bone)
9740/3 Mast cell sarcoma
9741/3 Malignant mastocytosis
9742/3 Mast cell leukemia
9750/3 Malignant histiocytosis
9754/3 Langerhans cell histiocytosis, disseminated
9755/3 Histiocytic sarcoma
9756/3 Langerhans cell sarcoma
9757/3 Interdigitating dendritic cell sarcoma
9758/3 Follicular dendritic cell sarcoma
9760/3 Immunoproliferative disease, NOS
9761/3 Waldenstrom macroglobulinemia
9762/3 Heavy chain disease, NOS
9764/3 Immunoproliferative small intestinal disease
9800/3 Leukemia, NOS
9801/3 Acute leukemia, NOS
9805/3 Acute biphenotypic leukemia
9820/3 Lymphoid leukemia, NOS
9823/3 B-cell chronic lymphocytic leukemia/small lymphocytic lymphoma
9826/3 Burkitt cell leukemia
9827/3 Adult T-cell leukemia/lymphoma (HTLV-1 positive)
9832/3 Prolymphocytic leukemia, NOS
9833/3 Prolymphocytic leukemia, B-cell type
9834/3 Prolymphocytic leukemia, T-cell type
9835/3 Precursor cell lymphoblastic leukemia, NOS
9836/3 Precursor B-cell lymphoblastic leukemia
9837/3 Precursor T-cell lymphoblastic leukemia
9840/3 Acute myeloid leukemia, M6 type
9860/3 Myeloid leukemia, NOS
9861/3 Acute myeloid leukemia, NOS
9863/3 Chronic myeloid leukemia, NOS
9866/3 Acute promyelocytic leukemia, t(15;17)(q22;q11-12)
9867/3 Acute myelomonocytic leukemia
9870/3 Acute basophilic leukemia
9871/3 Acute myeloid leukemia with abnormal marrow eosinophils
9872/3 Acute myeloid leukemia, minimal differentiation
9873/3 Acute myeloid leukemia without maturation
9874/3 Acute myeloid leukemia with maturation
9875/3 Chronic myelogenous leukemia, BCR/ABL positive
9876/3 Atypical chronic myeloid leukemia, BCR/ABL negative
9891/3 Acute monocytic leukemia
9895/3 Acute myeloid leukemia with multilineage dysplasia
9896/3 Acute myeloid leukemia, t(8;21)(q22;q22)
9897/3 Acute myeloid leukemia, 11q23 abnormalities
9910/3 Acute megakaryoblastic leukemia
9920/3 Therapy-related acute myeloid leukemia, NOS
9930/3 Myeloid sarcoma
9931/3 Acute panmyelosis with myelofibrosis
9940/3 Hairy cell leukemia
9945/3 Chronic myelomonocytic leukemia, NOS
9946/3 Juvenile myelomonocytic leukemia
9948/3 Aggressive NK-cell leukemia
9950/3 Polycythemia vera
9960/3 Chronic myeloproliferative disease, NOS
9961/3 Myelosclerosis with myeloid metaplasia
9962/3 Essential thrombocythemia
9963/3 Chronic neutrophilic leukemia
9964/3 Hypereosinophilic syndrome
9980/3 Refractory anemia
9982/3 Refractory anemia with sideroblasts
9983/3 Refractory anemia with excess blasts
9984/3 Refractory anemia with excess blasts in transformation
9985/3 Refractory cytopenia with multilineage dysplasia
9986/3 Myelodysplastic syndrome with 5q deletion (5q-) syndrome
9987/3 Therapy-related myelodysplastic syndrome, NOS
9989/3 Myelodysplastic syndrome, NOS
`;
