/**
 * Common given names (English-speaking, European and Indian), written from general knowledge.
 * Names that are also everyday words or months (May, June, Will, Mark, Grace, Hope…) are left out
 * because a capitalised sentence start would then read as a name.
 */
export const FIRST_NAMES: ReadonlySet<string> = new Set(
  `
  James John Robert Michael William David Richard Joseph Thomas Charles Christopher Daniel Matthew
  Anthony Donald Steven Paul Andrew Joshua Kenneth Kevin Brian George Timothy Ronald Edward Jason
  Jeffrey Ryan Jacob Gary Nicholas Eric Jonathan Stephen Larry Justin Scott Brandon Benjamin Samuel
  Gregory Alexander Patrick Frank Raymond Jack Dennis Jerry Tyler Aaron Jose Adam Nathan Henry
  Douglas Zachary Peter Kyle Noah Ethan Jeremy Walter Christian Keith Roger Terry Austin Sean Gerald
  Carl Harold Dylan Arthur Lawrence Jordan Jesse Bryan Billy Bruce Gabriel Joe Logan Alan Juan
  Albert Willie Elijah Wayne Randy Vincent Mason Roy Ralph Bobby Russell Bradley Philip Eugene
  Mary Patricia Jennifer Linda Elizabeth Barbara Susan Jessica Sarah Karen Lisa Nancy Betty Sandra
  Margaret Ashley Kimberly Emily Donna Michelle Carol Amanda Melissa Deborah Stephanie Dorothy
  Rebecca Sharon Laura Cynthia Amy Kathleen Angela Shirley Brenda Emma Anna Pamela Nicole Samantha
  Katherine Christine Helen Debra Rachel Carolyn Janet Maria Catherine Heather Diane Olivia Julie
  Joyce Victoria Ruth Virginia Lauren Kelly Christina Joan Evelyn Judith Andrea Hannah Megan Cheryl
  Jacqueline Martha Madison Teresa Gloria Sara Janice Ann Kathryn Abigail Sophia Frances Jean Alice
  Judy Isabella Julia Denise Amber Danielle Marilyn Beverly Charlotte Natalie Theresa Diana Brittany
  Doris Kayla Alexis Lori Marie Tiffany Caitlin Caitlyn Melanie Sophie Natasha Monica Erica Erika
  Hans Klaus Jürgen Stefan Wolfgang Andreas Thorsten Matthias Mathias Lukas Lucas Jonas Felix
  Johannes Maximilian Leon Finn Elias Paul Niklas Tobias Sebastian Florian Markus Christoph Ursula
  Ingrid Monika Petra Sabine Claudia Susanne Birgit Katrin Anja Heike Nadine Franziska Lena Leonie
  Lars Anders Erik Nils Olof Sven Magnus Henrik Mikael Johan Karl Gustav Jens Søren Mette Karin
  Astrid Sigrid Ingrid Freya Liisa Aino Mikko Juha Jussi Timo Matti Antti Pekka Ville Sari Tiina
  Pierre Jean Jacques Michel Philippe Alain Nicolas François Laurent Julien Sébastien Antoine
  Camille Céline Chloé Manon Juliette Amélie Isabelle Nathalie Sylvie Valérie Giulia Giuseppe
  Giovanni Marco Luca Matteo Alessandro Francesco Andrea Lorenzo Federica Chiara Francesca Alessia
  Carlos Miguel Javier Alejandro Pablo Diego Sergio Antonio Manuel Francisco Luis Jorge Fernando
  Ricardo Eduardo Raúl Rafael Lucía Carmen Isabel Pilar Elena Rosa Teresa Beatriz Sofía Valentina
  João Pedro Tiago Rui Nuno Ana Inês Mariana Gonçalo Piotr Krzysztof Tomasz Paweł Michał Katarzyna
  Agnieszka Małgorzata Magdalena Jan Jakub Petr Pavel Tomáš Martin Lukáš Zuzana Jana Eva Lenka
  László István Zoltán Gábor Péter Attila Zsófia Katalin Erzsébet Ivan Dmitri Sergei Alexei Mikhail
  Vladimir Olga Natalia Svetlana Irina Tatiana Yuri Oleg Igor Andrei Nikolai Jelena Marko Nikola
  Milan Dragan Goran Ahmed Mohammed Muhammad Mohamed Ali Omar Hassan Hussein Fatima Aisha Zainab
  Yusuf Ibrahim Mustafa Mehmet Emre Ayşe Elif Hiroshi Takashi Kenji Yuki Haruto Sakura
  Aarav Aditya Ajay Akash Amit Anand Anil Ankit Arjun Arun Ashok Deepak Dinesh Gaurav Harish Kiran
  Krishna Mahesh Manish Manoj Mohan Mukesh Naveen Nikhil Pankaj Pradeep Prakash Pranav Rahul Raj
  Rajesh Rajiv Rakesh Ramesh Ravi Rohit Sachin Sandeep Sanjay Santosh Satish Shyam Siddharth Sunil
  Suresh Tarun Varun Vijay Vikram Vinay Vinod Vishal Vivek Yash Abhishek Amitabh Arvind Girish
  Aishwarya Ananya Anjali Anita Ankita Anusha Aparna Archana Asha Deepa Deepika Divya Gayatri Geeta
  Isha Jyoti Kavita Kavya Lakshmi Madhuri Meena Meera Neha Nisha Pooja Priya Priyanka Radha Rani
  Rekha Ritu Sakshi Sangeeta Sarita Shalini Shreya Shweta Sneha Sonia Sunita Swati Tanvi Usha
  Vandana Vidya Gurpreet Harpreet Manpreet Jaspreet Amrita Arjun Karthik Lakshman Murali Senthil
  Venkatesh Srinivas Subramanian Balaji Ganesh Kumar Imran Salman Farhan Ayesha Sana Zoya
`
    .split(/\s+/)
    .filter((name) => name.length > 1),
);
